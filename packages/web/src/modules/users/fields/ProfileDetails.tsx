// The "Details" card of a profile (/profile/:id): the fields of spec 01 §3 the server showed this viewer (the
// person's role's rules; phone, gender and birthday only to the person and to those who edit users), and the
// programmes and startups the organisation set. Nothing to show: no card.
import { Anchor, Box, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserProfileQuery } from '../../../generated/graphql.ts';
import { countryName } from '../people/countries.ts';
import { choiceLabel, genderOptions, profileFieldLabel, workStatusOptions } from './fieldLabels.ts';

type Profile = NonNullable<UserProfileQuery['profile']>;

function Item({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} dir="auto">
        {children}
      </Text>
    </Stack>
  );
}

/** A birthday as the reader's language writes a date (the stored day, whatever the zone). */
const birthdayText = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export function ProfileDetails({ profile: p }: { readonly profile: Profile }) {
  const { t, i18n } = useTranslation();
  const items: { key: string; label: string; value: ReactNode }[] = [];
  const add = (key: string, label: string, value: ReactNode) => items.push({ key, label, value });
  if (p.workStatus)
    add('workStatus', profileFieldLabel('workStatus', t), choiceLabel(workStatusOptions(t), p.workStatus));
  if (p.locations.length) add('locations', profileFieldLabel('locations', t), p.locations.join(' · '));
  if (p.countryOrigin)
    add('countryOrigin', profileFieldLabel('countryOrigin', t), countryName(p.countryOrigin, i18n.language));
  if (p.phone)
    add(
      'phone',
      profileFieldLabel('phone', t),
      <Anchor href={`tel:${p.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
        {p.phone}
      </Anchor>,
    );
  if (p.gender) add('gender', profileFieldLabel('gender', t), choiceLabel(genderOptions(t), p.gender));
  if (p.birthday) add('birthday', profileFieldLabel('birthday', t), birthdayText(p.birthday, i18n.language));
  if (p.programs.length) add('programs', t('profileFields.programs'), p.programs.map((x) => x.name).join(' · '));
  if (p.assignedStartups.length)
    add(
      'assignedStartups',
      t('profileFields.assignedStartups'),
      p.assignedStartups.map((s, i) => (
        <span key={s._id}>
          {i > 0 ? ' · ' : null}
          <Anchor component={Link} to={`/startup/${s._id}`}>
            {s.name}
          </Anchor>
        </span>
      )),
    );
  if (items.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-details">
      <Stack gap="md">
        <Title order={2} fz="h3" id="profile-details">
          {t('profileFields.details')}
        </Title>
        <Box
          component="dl"
          m={0}
          style={{
            display: 'grid',
            gap: 'var(--mantine-spacing-md)',
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {items.map((item) => (
            <Item key={item.key} label={item.label} testId={`profile-detail-${item.key}`}>
              {item.value}
            </Item>
          ))}
        </Box>
      </Stack>
    </Card>
  );
}
