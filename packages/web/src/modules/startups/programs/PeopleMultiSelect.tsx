// A searchable multi-select of people of the organisation (team members, and founders when asked), keeping the
// labels of those already chosen while the search changes what is offered.
import { useQuery } from '@apollo/client/react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { StartupPersonOptionsDocument } from '../../../generated/graphql.ts';

export interface PersonChoice {
  readonly _id: string;
  readonly fullName: string;
}

export function PeopleMultiSelect({
  label,
  description,
  value,
  onChange,
  withFounders,
  initial = [],
  error,
  testId,
}: {
  readonly label: string;
  readonly description?: string;
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly withFounders?: boolean;
  /** People already chosen when the form opens (their names). */
  readonly initial?: readonly PersonChoice[];
  readonly error?: string;
  readonly testId: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const variables = { search: debounced || null };
  const team = useQuery(StartupPersonOptionsDocument, { variables: { kind: 'TEAM', ...variables } }).data;
  const founders = useQuery(StartupPersonOptionsDocument, {
    variables: { kind: 'FOUNDER', ...variables },
    skip: !withFounders,
  }).data;
  // Names seen so far, so a chosen person keeps their label when the search no longer offers them.
  const names = useRef(new Map<string, string>(initial.map((p) => [p._id, p.fullName])));
  for (const p of [...(team?.startupPersonOptions ?? []), ...(founders?.startupPersonOptions ?? [])])
    names.current.set(p._id, `${p.fullName} (${p.email})`);
  const offered = [...(team?.startupPersonOptions ?? []), ...(founders?.startupPersonOptions ?? [])].map((p) => p._id);
  const data = [...new Set([...value, ...offered])].map((id) => ({ value: id, label: names.current.get(id) ?? id }));
  return (
    <MultiSelect
      label={label}
      description={description}
      data={data}
      value={[...value]}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      hidePickedOptions
      clearable
      error={error}
      nothingFoundMessage="—"
      data-testid={testId}
    />
  );
}
