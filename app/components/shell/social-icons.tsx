/** Simple monochrome marks for the social links (drawn here; no brand icon library is needed for five glyphs). */
const paths: Record<string, string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z",
  instagram:
    "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17.2 5.6a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z",
  youtube:
    "M21.6 7.2c-.2-1.3-1.2-2.2-2.5-2.4C17 4.5 12 4.5 12 4.5s-5 0-7.1.3C3.6 5 2.6 5.9 2.4 7.2 2 9 2 12 2 12s0 3 .4 4.8c.2 1.3 1.2 2.2 2.5 2.4 2.1.3 7.1.3 7.1.3s5 0 7.1-.3c1.3-.2 2.3-1.1 2.5-2.4.4-1.8.4-4.8.4-4.8s0-3-.4-4.8zM10 15.2V8.8l5.2 3.2-5.2 3.2z",
  x: "M4 3h4.6l4 5.6L17.4 3H20l-6.1 7.2L21 21h-4.6l-4.4-6.1L6.8 21H4.2l6.5-7.6L4 3zm3.2 1.8 10.3 14.4h1.2L8.5 4.8H7.2z",
  linkedin: "M4 9h4v12H4V9zm2-6a2.2 2.2 0 1 1 0 4.4A2.2 2.2 0 0 1 6 3zm4.5 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.8 2.6 4.8 6V21h-4v-5.6c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21h-4.4V9z",
};

export const SOCIAL_LINKS = [
  { name: "Facebook", icon: "facebook", href: "https://www.facebook.com/nikat.health" },
  { name: "Instagram", icon: "instagram", href: "https://www.instagram.com/nikat.health" },
  { name: "YouTube", icon: "youtube", href: "https://www.youtube.com/@nikat.health" },
  { name: "X", icon: "x", href: "https://x.com/nikat_health" },
  { name: "LinkedIn", icon: "linkedin", href: "https://www.linkedin.com/company/nikat-health" },
] as const;

export function SocialIcon({ icon, className = "h-5 w-5" }: { icon: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={paths[icon] ?? ""} />
    </svg>
  );
}

export function SocialLinks({ className = "" }: { className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.icon}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.name}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <SocialIcon icon={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
