// The demo seed's people (src/seed/demo-data.ts) as the tests know them: one constant per persona, named by first
// name, with what the seed makes of them. Tests import these instead of repeating email literals; an account the
// seed does not have comes from the factories (test/factories/).
export { DEMO_PASSWORD } from './harness.ts';

/** Lakeside Ventures Accelerator, the first demo organisation. */
export const LAKESIDE = { slug: 'demo', host: 'demo.localhost' } as const;
/** Northstar Incubator, the second: the other side of every tenant wall. */
export const NORTHSTAR = { slug: 'northstar', host: 'northstar.localhost' } as const;

// Lakeside's team.
/** Admin (Programme Director). */
export const MAYA = 'maya.chen@lakeside.example';
/** AdminCoach (Managing Partner and Coach). */
export const DANIEL = 'daniel.okafor@lakeside.example';
/** Staff (Programme Manager). */
export const PRIYA = 'priya.raman@lakeside.example';
/** SubAdmin (Operations Lead). */
export const LUCAS = 'lucas.moreau@lakeside.example';
/** Coach assigned to Tidepool and Greenleaf. */
export const HANNAH = 'hannah.schultz@lakeside.example';
/** Mentor of the Climate track (Tidepool, Greenleaf), assigned through the programme. */
export const SAMUEL = 'samuel.adeyemi@lakeside.example';
/** Expert assigned to Kinfolk only. */
export const ELENA = 'elena.garcia@lakeside.example';
/** Evaluator: no STARTUPS:VIEW. */
export const TOMAS = 'tomas.novak@lakeside.example';
/** CommunityMember (alumna). */
export const GRACE = 'grace.kim@lakeside.example';
/** Applicant (applying with Fernway). */
export const NOAH = 'noah.williams@lakeside.example';

// Lakeside's founders.
/** Cofounder of Tidepool. */
export const AISHA = 'aisha.bello@lakeside.example';
/** Cofounder of Tidepool. */
export const MARCO = 'marco.rossi@lakeside.example';
/** The one founder of Kinfolk. */
export const SOFIA = 'sofia.petrova@lakeside.example';
/** Cofounders of Greenleaf. */
export const INGRID = 'ingrid.larsen@lakeside.example';
export const KOFI = 'kofi.mensah@lakeside.example';
/** Cofounders of Brightpath. */
export const JAMAL = 'jamal.harris@lakeside.example';
export const MEI = 'mei.tanaka@lakeside.example';

// Northstar.
/** Admin of Northstar (Incubator Director). */
export const CLAIRE = 'claire.dubois@northstar.example';
/** Coach at Northstar. */
export const YUKI = 'yuki.sato@northstar.example';
