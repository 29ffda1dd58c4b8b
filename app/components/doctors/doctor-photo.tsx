/** The doctor's stored photo, or their initials on a tinted disc (no image to download on slow data). */
export function DoctorPhoto({ name, photo, size = "md" }: { name: string; photo: string | null; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-28 w-28 text-3xl" : "h-16 w-16 text-xl";
  if (photo) return <img src={photo} alt="" width={size === "lg" ? 112 : 64} height={size === "lg" ? 112 : 64} loading="lazy" decoding="async" className={`${box} shrink-0 rounded-full bg-sky-50 object-cover ring-2 ring-brand-100`} />;
  const initials = name
    .replace(/^dr\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  return (
    <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-brand-50`}>
      {initials}
    </span>
  );
}
