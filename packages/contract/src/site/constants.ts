const phone = '+91 98765 43210';

const digits = phone.replace(/\D/g, '');

/** The institute's public contact details: footer, chat link, mail (spec 000 §2, §7). */
export const institute = {
  name: 'Skillpath',
  phone,
  /** Dial link for the phone number. */
  phoneUrl: `tel:+${digits}`,
  /** WhatsApp chat with the institute (the navbar's Contact Us). */
  chatUrl: `https://wa.me/${digits}`,
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
