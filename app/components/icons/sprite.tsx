import { CalendarClock, Clock, IndianRupee, MapPin, Navigation, Phone, Star } from "lucide-react";

/**
 * Icons repeated on every card of a list (labs, pharmacies, hospitals, doctors). Each is drawn once per page in the
 * sprite and reused by reference: a home page with 24 labs and the hospitals block was 70 KB of icon paths, and
 * every copy was React work on the server.
 */
const SPRITE = {
  "map-pin": <MapPin />,
  phone: <Phone />,
  clock: <Clock />,
  navigation: <Navigation />,
  "calendar-clock": <CalendarClock />,
  "indian-rupee": <IndianRupee />,
  // Ratings: filled here, as the outline's own fill="none" would win over a fill inherited from the card.
  "star-filled": <Star fill="currentColor" />,
};

export type SpriteIconName = keyof typeof SPRITE;

/** The sprite, once per page (in the shell); zero-sized rather than hidden, so every browser draws its symbols. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute h-0 w-0 overflow-hidden">
      {Object.entries(SPRITE).map(([name, icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          {icon}
        </symbol>
      ))}
    </svg>
  );
}

/** One icon from the sprite, sized and coloured by its class like the lucide component it stands for. */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
