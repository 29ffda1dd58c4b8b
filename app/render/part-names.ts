/**
 * Every same-for-everyone part (same-for-everyone.tsx), by name, with where it is. A name is a key of this object,
 * so two parts cannot share one: the compiler refuses a repeated key, and the server refuses a name wrapped twice.
 * The name is the first part of the key its HTML is kept under (with the language and the props).
 */
export const PART_NAMES = {
  "doctor-card": "a doctor's card in the grids of /doctors and home (components/doctors/doctor-grid.tsx)",
  "lab-card": "a lab's card on home and the labs pages (components/home/lab-list.tsx)",
  "place-card": "a pharmacy's card on /pharmacy (components/pharmacy/place-grid.tsx)",
  "support-banner": "the WhatsApp support banner at the bottom of every page (components/shell/support-banner.tsx)",
  footer: "the footer of every page (components/shell/footer.tsx)",
  "home-how": "home's 'how it works' section (routes/home.tsx)",
  "home-preparation": "home's preparation advice (routes/home.tsx)",
  "home-faq": "home's questions and answers (routes/home.tsx)",
  "order-marketing": "the offers under a tracked order (routes/trace.tsx)",
  "popular-specialities": "the popular specialities on /doctors (routes/doctors.tsx)",
} as const;

export type PartName = keyof typeof PART_NAMES;
