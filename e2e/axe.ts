// axe-core run inside the page: the accessibility violations of what it shows, as `rule: selectors` lines.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are judged once transitions (a popover fading in) are over, however loaded the machine is.
  // A transition starts a frame after its element mounts, so look again after two frames until none is running.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let round = 0; round < 20; round++) {
      await frame();
      await frame();
      const running = document.getAnimations().filter((a) => a.playState === 'running' || a.pending);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
  // Evaluated, not added as an inline <script>: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(ctx: Document, opts: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe's violations that touch what `root` holds (the shell around it is other modules' and checked by their tests). */
export async function axeViolationsWithin(page: Page, root: string): Promise<string[]> {
  const all = await axeViolations(page);
  const mine = await page.evaluate(
    ([lines, rootSelector]) =>
      (lines as string[]).map((line) => {
        const container = document.querySelector(rootSelector as string);
        return line
          .slice(line.indexOf(': ') + 2)
          .split(', ')
          .some((sel) => {
            try {
              const el = document.querySelector(sel);
              return !!el && !!container && container.contains(el);
            } catch {
              return false;
            }
          });
      }),
    [all, root] as const,
  );
  return all.filter((_, i) => mine[i]);
}
