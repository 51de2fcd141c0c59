// What the living demo adds to each organisation of demo-data.ts: more programmes, a dozen startups in all, and who
// coaches them. The activity itself (metrics, posts, tasks, notifications, exports) is generated from these.
import type { DemoStartup } from '../demo-data.ts';

export interface LivingTenant {
  programs: { slug: string; name: string; description: string }[];
  startups: DemoStartup[];
  /** Staff (by full name) assigned to the added startups (by name). */
  assignments: { person: string; startups: string[] }[];
}

const s = (
  name: string,
  description: string,
  programs: string[],
  founders: [string, string][],
  profile: NonNullable<DemoStartup['profile']>,
  industries: string[],
  tags: string[] = [],
): DemoStartup => ({
  name,
  description,
  website: `https://${name.split(' ')[0]!.toLowerCase()}.example`,
  programs,
  founders: founders.map(([firstName, lastName]) => ({ firstName, lastName })),
  profile,
  industries,
  tags,
});

export const LIVING_TENANTS: Record<string, LivingTenant> = {
  demo: {
    programs: [
      { slug: 'fall-2025', name: 'Fall 2025 Cohort', description: 'Our previous cohort, now in its follow-on year.' },
      { slug: 'ai-studio', name: 'Applied AI Studio', description: 'Six months building with machine learning.' },
    ],
    startups: [
      s(
        'Lumina Grid',
        'Demand response software for small utilities.',
        ['climate-track', 'fall-2025'],
        [['Rafael', 'Ortiz']],
        { foundedYear: 2022, country: 'US', city: 'Milwaukee', stage: 'seed', employeeCount: 11 },
        ['Climate'],
        ['SaaS'],
      ),
      s(
        'Harvest Ledger',
        'Traceability for regional food co-ops.',
        ['fall-2025'],
        [
          ['Chloe', 'Martin'],
          ['Ben', 'Foster'],
        ],
        { foundedYear: 2023, country: 'US', city: 'Madison', stage: 'mvp', employeeCount: 5 },
        ['Agriculture'],
        ['SaaS'],
      ),
      s(
        'Quill Tutor',
        'AI writing feedback for high-school teachers.',
        ['ai-studio'],
        [['Ana', 'Silva']],
        { foundedYear: 2024, country: 'US', city: 'Chicago', stage: 'pre_seed', employeeCount: 3 },
        ['Education'],
        ['SaaS'],
      ),
      s(
        'Pulsewave Diagnostics',
        'Wearable arrhythmia screening.',
        ['ai-studio', 'spring-2026'],
        [
          ['Omar', 'Farouk'],
          ['Lena', 'Vogel'],
        ],
        { foundedYear: 2023, country: 'CA', city: 'Toronto', stage: 'seed', employeeCount: 8 },
        ['Health'],
        ['Hardware', 'Fundraising'],
      ),
      s(
        'Shoreline Materials',
        'Low-carbon concrete from lake dredge.',
        ['climate-track'],
        [['Erik', 'Lindqvist']],
        { foundedYear: 2021, country: 'US', city: 'Buffalo', stage: 'series_a', employeeCount: 19 },
        ['Climate'],
        ['Hardware', 'B2G'],
      ),
      s(
        'Nestwise',
        'Energy retrofits planned from a phone scan.',
        ['spring-2026'],
        [['Priscilla', 'Adams']],
        { foundedYear: 2024, country: 'US', city: 'Minneapolis', stage: 'mvp', employeeCount: 4 },
        ['Climate'],
      ),
      s(
        'Ferrous AI',
        'Predictive maintenance for steel mills.',
        ['ai-studio', 'fall-2025'],
        [
          ['Victor', 'Hale'],
          ['Ming', 'Zhao'],
        ],
        { foundedYear: 2022, country: 'US', city: 'Pittsburgh', stage: 'seed', employeeCount: 13 },
        ['Climate'],
        ['SaaS', 'Fundraising'],
      ),
      s(
        'Civic Stack',
        'Permitting workflows for city halls.',
        ['fall-2025'],
        [['Dana', 'Brooks']],
        { foundedYear: 2020, country: 'US', city: 'Detroit', stage: 'series_a', employeeCount: 27 },
        ['Education'],
        ['B2G', 'SaaS'],
      ),
    ],
    assignments: [
      { person: 'Hannah Schultz', startups: ['Lumina Grid', 'Nestwise', 'Pulsewave Diagnostics'] },
      { person: 'Daniel Okafor', startups: ['Brightpath Learning', 'Ferrous AI', 'Civic Stack', 'Quill Tutor'] },
      { person: 'Samuel Adeyemi', startups: ['Harvest Ledger', 'Shoreline Materials'] },
    ],
  },
  northstar: {
    programs: [
      {
        slug: 'medtech-2025',
        name: 'MedTech Residency 2025',
        description: 'Clinical validation with the university hospital.',
      },
      { slug: 'launchpad', name: 'Deep-Tech Launchpad', description: 'Nine months from patent to pilot.' },
    ],
    startups: [
      s(
        'Helix Assay',
        'Point-of-care antibiotic resistance tests.',
        ['medtech-2025'],
        [
          ['Camille', 'Lefèvre'],
          ['Anton', 'Weber'],
        ],
        { foundedYear: 2023, country: 'FR', city: 'Lyon', stage: 'seed', employeeCount: 7 },
        ['Biotech'],
        ['Deep tech'],
      ),
      s(
        'Cobalt Cells',
        'Sodium-ion batteries for grid storage.',
        ['launchpad', 'fellowship-2026'],
        [['Lukas', 'Hofmann']],
        { foundedYear: 2022, country: 'DE', city: 'Munich', stage: 'prototype', employeeCount: 12 },
        ['Logistics'],
        ['Deep tech'],
      ),
      s(
        'Meridian Optics',
        'Photonic chips for lidar.',
        ['launchpad'],
        [
          ['Sara', 'Conti'],
          ['Julien', 'Roux'],
        ],
        { foundedYear: 2021, country: 'FR', city: 'Grenoble', stage: 'seed', employeeCount: 15 },
        ['Logistics'],
        ['Deep tech'],
      ),
      s(
        'Verdant Proteins',
        'Precision-fermented dairy proteins.',
        ['fellowship-2026'],
        [['Ines', 'Moreau']],
        { foundedYear: 2024, country: 'FR', city: 'Paris', stage: 'pre_seed', employeeCount: 4 },
        ['Biotech'],
      ),
      s(
        'Sentinel Imaging',
        'AI triage of chest X-rays.',
        ['medtech-2025'],
        [['Mehdi', 'Benali']],
        { foundedYear: 2022, country: 'FR', city: 'Lille', stage: 'series_a', employeeCount: 22 },
        ['Biotech'],
        ['Deep tech'],
      ),
      s(
        'Tessellate Robotics',
        'Warehouse picking arms.',
        ['launchpad'],
        [
          ['Eva', 'Novak'],
          ['Piotr', 'Kowalski'],
        ],
        { foundedYear: 2023, country: 'PL', city: 'Warsaw', stage: 'mvp', employeeCount: 9 },
        ['Logistics'],
      ),
      s(
        'Quantix Labs',
        'Quantum-safe key exchange hardware.',
        ['launchpad'],
        [['Hugo', 'Girard']],
        { foundedYear: 2024, country: 'FR', city: 'Saclay', stage: 'prototype', employeeCount: 6 },
        ['Logistics'],
        ['Deep tech'],
      ),
      s(
        'Myco Build',
        'Mycelium insulation panels.',
        ['fellowship-2026'],
        [['Lotte', 'de Vries']],
        { foundedYear: 2023, country: 'NL', city: 'Delft', stage: 'mvp', employeeCount: 5 },
        ['Biotech'],
      ),
      s(
        'Cardia Flow',
        'Implantable heart-failure sensor.',
        ['medtech-2025'],
        [
          ['Marta', 'Ruiz'],
          ['Tobias', 'Keller'],
        ],
        { foundedYear: 2021, country: 'CH', city: 'Lausanne', stage: 'seed', employeeCount: 14 },
        ['Biotech'],
        ['Deep tech'],
      ),
      s(
        'Rail Sense',
        'Track defect detection from in-service trains.',
        ['fellowship-2026', 'launchpad'],
        [['Nils', 'Berg']],
        { foundedYear: 2022, country: 'SE', city: 'Gothenburg', stage: 'seed', employeeCount: 10 },
        ['Logistics'],
      ),
    ],
    assignments: [
      { person: 'Yuki Sato', startups: ['Polaris Freight', 'Cobalt Cells', 'Verdant Proteins', 'Myco Build'] },
      { person: 'Henrik Nilsson', startups: ['Meridian Optics', 'Tessellate Robotics', 'Quantix Labs'] },
      { person: 'Olivia Brown', startups: ['Helix Assay', 'Sentinel Imaging', 'Cardia Flow'] },
    ],
  },
};
