// The branded email: the tenant's name, logo colour and support address around a heading, paragraphs and one
// call to action; a plain-text twin for clients that do not show HTML. Right to left for Arabic.
import { isRtl } from '@ascent/shared';
import type { IncubatorRow } from '../db/incubators.schema.ts';

export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderEmail(
  tenant: IncubatorRow,
  language: string,
  content: EmailContent,
): { html: string; text: string } {
  const colour = tenant.branding.palette.sidebar.activeItemBackgroundColor;
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const support = tenant.supportEmail ? `<p style="color:#555;font-size:13px">${escape(tenant.supportEmail)}</p>` : '';
  const html = `<!doctype html><html lang="${escape(language)}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(content.subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1a1b1e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;overflow:hidden">
<tr><td style="background:${escape(colour)};color:#fff;padding:20px 28px;font-size:18px;font-weight:700">${escape(tenant.name)}</td></tr>
<tr><td style="padding:28px" dir="${dir}">
<h1 style="font-size:22px;margin:0 0 16px">${escape(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 14px">${escape(p)}</p>`).join('\n')}
${content.action ? `<p style="margin:24px 0"><a href="${escape(content.action.url)}" style="background:${escape(colour)};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escape(content.action.label)}</a></p><p style="font-size:13px;color:#555;word-break:break-all">${escape(content.action.url)}</p>` : ''}
${content.footer ? `<p style="font-size:13px;color:#555">${escape(content.footer)}</p>` : ''}
${support}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    tenant.name,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer ? [content.footer, ''] : []),
    ...(tenant.supportEmail ? [tenant.supportEmail] : []),
  ].join('\n');
  return { html, text };
}
