/** The institute's public contact details, shown in the footer and used for the chat link (spec 000 §2, §7). */
export const institute = {
  name: 'Skillpath',
  phone: '+91 98765 43210',
  email: 'info@skillpath.in',
  address: '3rd Floor, Cyber Towers, HITEC City, Hyderabad, Telangana 500081',
  mapEmbedUrl: 'https://www.google.com/maps?q=HITEC%20City%2C%20Hyderabad&output=embed',
  social: {
    LinkedIn: 'https://www.linkedin.com/company/skillpath',
    Instagram: 'https://www.instagram.com/skillpath',
    YouTube: 'https://www.youtube.com/@skillpath',
    Facebook: 'https://www.facebook.com/skillpath',
  },
  copyrightYear: 2025,
} as const;

/** A WhatsApp chat link to the institute's phone number. */
export function chatLink(phone: string = institute.phone): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
