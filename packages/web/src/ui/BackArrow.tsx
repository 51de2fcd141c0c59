// The arrow of a "back" link: it points to where reading starts, left in left-to-right languages and right in
// right-to-left ones (Arabic).
import { useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

export function BackArrow({ size = 14, style }: { readonly size?: number; readonly style?: CSSProperties }) {
  const { dir } = useDirection();
  const Arrow = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return <Arrow size={size} aria-hidden style={style} />;
}
