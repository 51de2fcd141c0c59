// The organisation's branding (/admin/configuration/branding): logos (attachments of this organisation uploaded
// for the branding, stored as their public address), the sidebar and login palettes, SEO, the custom login text
// and the terms link. The tenant cache forgets the organisation at once.
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { validationError, isUuid } from '../../core/validation.ts';
import type { BrandingInput, PublicIncubator } from '../../generated/graphql.ts';
import { findAttachment } from '../attachments/attachments.public.ts';
import { BRANDING_SLOTS, publicFileUrl } from '../attachments/attachments.service.ts';
import { IMAGE_TYPES } from '../attachments/file-types.ts';
import { presentPublicIncubator } from './incubators.presenter.ts';
import { updateIncubatorBranding } from './incubators.repository.ts';
import type { Branding } from '../../core/db/incubators.schema.ts';

const color = (label: string) => z.string().regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour like #1a2b3c`);
const optionalColor = (label: string) => color(label).nullish();
const webUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} can have at most 2000 characters`)
    .refine((v) => {
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `${label} must be an http or https address`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} can have at most ${max} characters`).nullish();
const logoType = z.enum(['NORMAL', 'REVERSE']);

const Input = z.object({
  logo: z.string().nullish(),
  whiteLogo: z.string().nullish(),
  logoSquare: z.string().nullish(),
  sidebar: z.object({
    backgroundColor: color('Sidebar background colour'),
    textColor: color('Sidebar text colour'),
    activeItemBackgroundColor: color('Active item background colour'),
    activeItemTextColor: color('Active item text colour'),
    activeSubItemTextColor: color('Active sub-item text colour'),
    logoType,
  }),
  loginLogoType: logoType,
  seo: z.object({
    active: z.boolean(),
    seoTitle: optionalText('SEO title', 120),
    seoDescription: optionalText('SEO description', 300),
  }),
  customLoginText: z.object({
    active: z.boolean(),
    text: optionalText('Login text', 300),
    url: z.union([webUrl('Login link'), z.literal('')]).nullish(),
    buttonBackgroundColor: optionalColor('Button background colour'),
    buttonTextColor: optionalColor('Button text colour'),
  }),
  termsUrl: z.union([webUrl('Terms link'), z.literal('')]).nullish(),
});

const empty = (v: string | null | undefined) => (v ? v : null);

export async function updateBranding(scope: SignedIn, input: BrandingInput): Promise<PublicIncubator> {
  const parsed = Input.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const v = parsed.data;
  const current = scope.tenant.branding;
  const next: Branding = {
    ...current,
    palette: { sidebar: v.sidebar, login: { logoType: v.loginLogoType } },
    seo: { active: v.seo.active, seoTitle: empty(v.seo.seoTitle), seoDescription: empty(v.seo.seoDescription) },
    customLoginText: {
      active: v.customLoginText.active,
      text: empty(v.customLoginText.text),
      url: empty(v.customLoginText.url),
      buttonBackgroundColor: empty(v.customLoginText.buttonBackgroundColor),
      buttonTextColor: empty(v.customLoginText.buttonTextColor),
    },
    termsUrl: empty(v.termsUrl),
  };
  for (const slot of BRANDING_SLOTS) {
    const given = v[slot];
    if (given === undefined) continue; // left out: keep the current image
    if (given === null) {
      next[slot] = null;
      continue;
    }
    const att = isUuid(given) ? await findAttachment(scope.tdb, given) : null;
    if (!att || att.referenceType !== 'branding' || !IMAGE_TYPES.has(att.fileType)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'The logo must be an image uploaded for the branding of this organisation.',
        { fields: [slot] },
      );
    }
    next[slot] = publicFileUrl(att.id);
  }
  const row = await updateIncubatorBranding(scope.services.database, scope.tenant.id, next);
  if (!row) throw new AppError('TENANT_NOT_FOUND', 'This address names no programme.');
  scope.services.tenants.invalidate(row.slug);
  return presentPublicIncubator(row);
}
