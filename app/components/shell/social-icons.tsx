import { Icon } from "../icons/icon";

/** The social networks' marks are in the icon sprite (scripts/icon-sprite.mjs, SOCIAL_MARKS). */
export const SOCIAL_LINKS = [
  { name: "Facebook", icon: "facebook", href: "https://www.facebook.com/nikat.health" },
  { name: "Instagram", icon: "instagram", href: "https://www.instagram.com/nikat.health" },
  { name: "YouTube", icon: "youtube", href: "https://www.youtube.com/@nikat.health" },
  { name: "X", icon: "x-mark", href: "https://x.com/nikat_health" },
  { name: "LinkedIn", icon: "linkedin", href: "https://www.linkedin.com/company/nikat-health" },
] as const;

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
            <Icon name={link.icon} className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
