// The company profile form: used by the file's company tab (founders and staff) and the management drawer (staff,
// with tags and industries). The rules are the server's (validateStartupProfile of @ascent/shared).
import {
  STARTUP_LIMITS,
  STARTUP_STAGES,
  validateStartupProfile,
  yearChoices,
  type StartupProfileErrors,
} from '@ascent/shared';
import { Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StartupInput, StartupStage } from '../../../generated/graphql.ts';
import { countryOptions } from '../../users/people/countries.ts';
import type { StartupFileData } from './tabs.tsx';

export interface CompanyValues {
  name: string;
  description: string;
  website: string;
  linkedin: string;
  twitter: string;
  facebook: string;
  foundedYear: string | null;
  country: string | null;
  city: string;
  stage: string | null;
  employeeCount: number | string;
  tagIds: string[];
  industryIds: string[];
}

export function companyValues(s: StartupFileData | null): CompanyValues {
  return {
    name: s?.name ?? '',
    description: s?.description ?? '',
    website: s?.website ?? '',
    linkedin: s?.linkedin ?? '',
    twitter: s?.twitter ?? '',
    facebook: s?.facebook ?? '',
    foundedYear: s?.foundedYear != null ? String(s.foundedYear) : null,
    country: s?.country ?? null,
    city: s?.city ?? '',
    stage: s?.stage ?? null,
    employeeCount: s?.employeeCount ?? '',
    tagIds: s?.tags.map((t) => t._id) ?? [],
    industryIds: s?.industries.map((i) => i._id) ?? [],
  };
}

/** The mutation's input: every profile field sent ("" clears), taxonomy only when the form shows it. */
export function companyInput(v: CompanyValues, withTaxonomy: boolean): StartupInput {
  return {
    name: v.name.trim(),
    description: v.description,
    website: v.website,
    linkedin: v.linkedin,
    twitter: v.twitter,
    facebook: v.facebook,
    foundedYear: v.foundedYear ? Number(v.foundedYear) : null,
    country: v.country,
    city: v.city,
    stage: (v.stage as StartupStage | null) ?? null,
    employeeCount: v.employeeCount === '' ? null : Number(v.employeeCount),
    ...(withTaxonomy ? { tagIds: v.tagIds, industryIds: v.industryIds } : {}),
  };
}

interface Props {
  readonly initial: StartupFileData | null;
  readonly taxonomy?: {
    readonly tags: readonly { _id: string; name: string }[];
    readonly industries: readonly { _id: string; name: string }[];
  };
  readonly submitLabel: string;
  readonly onSubmit: (input: StartupInput) => Promise<void>;
  readonly onCancel?: () => void;
  readonly idPrefix: string;
}

export function CompanyForm({ initial, taxonomy, submitLabel, onSubmit, onCancel, idPrefix }: Props) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<CompanyValues>(() => companyValues(initial));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const years = useMemo(() => yearChoices(new Date()).map(String), []);
  const input = companyInput(values, Boolean(taxonomy));
  const errors: StartupProfileErrors = validateStartupProfile(input);
  const set = <K extends keyof CompanyValues>(key: K, value: CompanyValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((s) => new Set(s).add(key));
  };
  const err = (key: keyof StartupProfileErrors) =>
    touched.has(key) && errors[key] ? t(errors[key]!.key, errors[key]!.defaultMessage) : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(new Set(Object.keys(values)));
    if (Object.keys(errors).length) return;
    setSaving(true);
    try {
      await onSubmit(input);
    } finally {
      setSaving(false);
    }
  };
  const link = (key: 'website' | 'linkedin' | 'twitter' | 'facebook', label: string) => (
    <TextInput
      id={`${idPrefix}-${key}`}
      label={label}
      value={values[key]}
      maxLength={STARTUP_LIMITS.link}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={err(key)}
      inputMode="url"
      data-testid={`company-${key}`}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="company-form">
      <Stack gap="md">
        <TextInput
          id={`${idPrefix}-name`}
          label={t('startups.company.name')}
          required
          value={values.name}
          maxLength={STARTUP_LIMITS.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={err('name')}
          data-testid="company-name"
        />
        <Textarea
          id={`${idPrefix}-description`}
          label={t('startups.company.description')}
          value={values.description}
          maxLength={STARTUP_LIMITS.description}
          autosize
          minRows={3}
          maxRows={8}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={err('description')}
          data-testid="company-description"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            id={`${idPrefix}-foundedYear`}
            label={t('startups.company.foundedYear')}
            data={years}
            value={values.foundedYear}
            onChange={(v) => set('foundedYear', v)}
            clearable
            searchable
            error={err('foundedYear')}
            data-testid="company-foundedYear"
          />
          <Select
            id={`${idPrefix}-stage`}
            label={t('startups.company.stage')}
            data={STARTUP_STAGES.map((s) => ({ value: s, label: t(`startups.stages.${s}`) }))}
            value={values.stage}
            onChange={(v) => set('stage', v)}
            clearable
            error={err('stage')}
            data-testid="company-stage"
          />
          <Select
            id={`${idPrefix}-country`}
            label={t('startups.company.country')}
            data={countries}
            value={values.country}
            onChange={(v) => set('country', v)}
            clearable
            searchable
            error={err('country')}
            data-testid="company-country"
          />
          <TextInput
            id={`${idPrefix}-city`}
            label={t('startups.company.city')}
            value={values.city}
            maxLength={STARTUP_LIMITS.city}
            onChange={(e) => set('city', e.currentTarget.value)}
            error={err('city')}
            data-testid="company-city"
          />
          <NumberInput
            id={`${idPrefix}-employeeCount`}
            label={t('startups.company.employeeCount')}
            value={values.employeeCount}
            min={0}
            max={STARTUP_LIMITS.employeeCountMax}
            allowDecimal={false}
            allowNegative={false}
            onChange={(v) => set('employeeCount', v)}
            error={err('employeeCount')}
            data-testid="company-employeeCount"
          />
          {link('website', t('startups.company.website'))}
          {link('linkedin', 'LinkedIn')}
          {link('twitter', 'X / Twitter')}
          {link('facebook', 'Facebook')}
        </SimpleGrid>
        {taxonomy ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MultiSelect
              id={`${idPrefix}-tags`}
              label={t('startups.company.tags')}
              data={taxonomy.tags.map((x) => ({ value: x._id, label: x.name }))}
              value={values.tagIds}
              onChange={(v) => set('tagIds', v)}
              searchable
              clearable
              data-testid="company-tags"
            />
            <MultiSelect
              id={`${idPrefix}-industries`}
              label={t('startups.company.industries')}
              data={taxonomy.industries.map((x) => ({ value: x._id, label: x.name }))}
              value={values.industryIds}
              onChange={(v) => set('industryIds', v)}
              searchable
              clearable
              data-testid="company-industries"
            />
          </SimpleGrid>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('startups.actions.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={saving} data-testid="company-save">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
