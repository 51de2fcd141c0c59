// Each evaluator's progress in an intake or a round: evaluations assigned and submitted (the review board, the
// analytics page).
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';

export function EvaluatorProgressTable({
  rows,
  testId,
}: {
  readonly rows: readonly { evaluator: { _id: string; fullName: string }; assigned: number; submitted: number }[];
  readonly testId: string;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Table data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('reviews.board.evaluator')}</Table.Th>
          <Table.Th>{t('reviews.board.assigned')}</Table.Th>
          <Table.Th>{t('reviews.board.submitted')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.evaluator._id}>
            <Table.Td>{r.evaluator.fullName}</Table.Td>
            <Table.Td>{f.number(r.assigned)}</Table.Td>
            <Table.Td>{f.number(r.submitted)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
