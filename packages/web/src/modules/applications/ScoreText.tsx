// An evaluation's score on the 0–5 scale of every evaluation, or "not scored".
import { APPLICATION_SCORE_SCALE } from '@ascent/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';

export const useScore = () => {
  const f = useFormatters();
  return (score: number) => f.number(score, { maximumFractionDigits: 2 });
};

export function ScoreText({ score }: { readonly score: number | null | undefined }) {
  const { t } = useTranslation();
  const format = useScore();
  return (
    <Text size="sm" data-testid="evaluation-score">
      {score === null || score === undefined
        ? t('reviews.notScored')
        : t('reviews.score', { score: format(score), scale: APPLICATION_SCORE_SCALE })}
    </Text>
  );
}
