import { institute, type PublicCertificate } from '@skillpath/contract';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The learner's notice of a new certificate, with its verification link and where to download it. */
export function certificateMail(c: PublicCertificate, dashboardUrl: string) {
  const what = c.kind === 'course' ? `completing ${c.title}` : `passing the ${c.title}`;
  const band = c.score_band ? ` (${c.score_band})` : '';
  const lead = `Congratulations! Your certificate for ${what}${band} is ready.`;
  const share = `Anyone can check it at ${c.verify_url} (certificate code ${c.code}). Download the PDF or add it to your LinkedIn profile from your dashboard: ${dashboardUrl}`;
  return {
    subject: `Your ${institute.name} certificate: ${c.title}`,
    text: `Hello ${c.holder_name},\n\n${lead}\n\n${share}\n\n${institute.name}\n`,
    html: `<p>Hello ${escapeHtml(c.holder_name)},</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(c.verify_url)}">View your certificate</a> (code ${escapeHtml(c.code)}). Download the PDF or add it to LinkedIn from <a href="${escapeHtml(dashboardUrl)}">your dashboard</a>.</p><p>${escapeHtml(institute.name)}</p>`,
  };
}
