// One profile field of the person's own form, under their role's rule: hidden fields are not drawn, fields they may
// not edit are shown read-only with the reason, required ones carry the asterisk. Skills and user tags choose from
// the organisation's lists (/setup/tags/mentortag, /setup/tags/user).
import { useQuery } from '@apollo/client/react';
import { PROFILE_LOCATIONS_MAX, PROFILE_LOCATION_MAX, type ProfileField, type ProfileFieldRules } from '@ascent/shared';
import { MultiSelect, Select, SimpleGrid, TagsInput, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TagsOfKindDocument } from '../../../generated/graphql.ts';
import { PROFILE_LINKS, countryOptions } from '../people/countries.ts';
import { genderOptions, profileFieldLabel, workStatusOptions } from './fieldLabels.ts';
import { mayEdit, type ProfileValues } from './profileForm.ts';

function TagField({ kind, ...props }: { kind: 'mentortag' | 'user' } & Record<string, unknown>) {
  const { t } = useTranslation();
  const options = useQuery(TagsOfKindDocument, { variables: { kind } }).data?.tags ?? [];
  return (
    <MultiSelect
      data={options.map((o) => ({ value: o._id, label: o.name }))}
      searchable
      clearable
      nothingFoundMessage={t('taxonomy.noneYet')}
      {...props}
    />
  );
}

export function ProfileFieldInput({
  field,
  form,
  rules,
  skillsLocked,
}: {
  readonly field: ProfileField;
  readonly form: UseFormReturnType<ProfileValues>;
  readonly rules: ProfileFieldRules;
  readonly skillsLocked: boolean;
}) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const rule = rules[field];
  if (!rule.visible) return null;
  const locked = !mayEdit(rules, field, skillsLocked);
  const common = {
    label: profileFieldLabel(field, t),
    required: rule.required,
    disabled: locked,
    description: locked ? t('profileFields.lockedHelp') : undefined,
    'data-testid': `profile-input-${field}`,
  };
  switch (field) {
    case 'headline':
      return <TextInput maxLength={200} {...common} {...form.getInputProps('headline')} />;
    case 'bio':
      return <Textarea maxLength={2000} autosize minRows={3} maxRows={10} {...common} {...form.getInputProps('bio')} />;
    case 'phone':
      return (
        <TextInput
          type="tel"
          dir="ltr"
          maxLength={40}
          autoComplete="tel"
          {...common}
          {...form.getInputProps('phone')}
        />
      );
    case 'gender':
      return <Select data={genderOptions(t)} clearable {...common} {...form.getInputProps('gender')} />;
    case 'birthday':
      return (
        <TextInput
          type="date"
          min="1900-01-01"
          max={new Date().toISOString().slice(0, 10)}
          autoComplete="bday"
          {...common}
          {...form.getInputProps('birthday')}
        />
      );
    case 'country':
    case 'countryOrigin':
      return <Select data={countries} searchable clearable {...common} {...form.getInputProps(field)} />;
    case 'workStatus':
      return <Select data={workStatusOptions(t)} clearable {...common} {...form.getInputProps('workStatus')} />;
    case 'locations':
      return (
        <TagsInput
          maxTags={PROFILE_LOCATIONS_MAX}
          maxLength={PROFILE_LOCATION_MAX}
          clearable
          {...common}
          description={common.description ?? t('profileFields.locationsHelp', { max: PROFILE_LOCATIONS_MAX })}
          {...form.getInputProps('locations')}
        />
      );
    case 'expertise':
    case 'industries':
      return (
        <TagsInput
          maxTags={20}
          clearable
          {...common}
          description={common.description ?? t('profile.form.tagsHelp')}
          {...form.getInputProps(field)}
        />
      );
    case 'skills':
      return <TagField kind="mentortag" {...common} {...form.getInputProps('skills')} />;
    case 'userTags':
      return <TagField kind="user" {...common} {...form.getInputProps('userTags')} />;
    case 'links':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="profile-input-links">
          {PROFILE_LINKS.map(({ key, brand }) => (
            <TextInput
              key={key}
              type="url"
              dir="ltr"
              label={brand}
              maxLength={500}
              placeholder="https://"
              required={false}
              disabled={locked}
              {...form.getInputProps(`links.${key}`)}
              data-testid={`link-${key}`}
            />
          ))}
        </SimpleGrid>
      );
  }
}
