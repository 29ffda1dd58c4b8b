/** The Nikat mark: a map pin holding a medical cross — care that comes near. */
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <path d="M24 2C14.6 2 7 9.4 7 18.6 7 31 24 46 24 46s17-15 17-27.4C41 9.4 33.4 2 24 2z" fill="#0f766e" />
      <circle cx="24" cy="18.5" r="11" fill="#fff" />
      <path d="M21.3 11.5h5.4v4.3H31v5.4h-4.3v4.3h-5.4v-4.3H17v-5.4h4.3z" fill="#db2777" />
    </svg>
  );
}
