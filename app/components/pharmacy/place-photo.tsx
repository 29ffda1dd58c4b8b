import { Icon } from "../icons/icon";

/** Spec 001 §2.9: the place's thumbnail, or a drawn placeholder (nothing to download on slow data). */
export function PlacePhoto({ photo, type }: { photo: string | null; type: "Pharmacy" | "Hospital" }) {
  if (photo) {
    return <img src={photo} alt="" width={640} height={360} decoding="async" className="aspect-video w-full rounded-2xl bg-brand-50 object-cover ring-1 ring-slate-200" />;
  }
  const icon = type === "Hospital" ? "building-2" : "pill";
  return (
    <div data-testid="photo-placeholder" className="flex aspect-video w-full items-center justify-center rounded-2xl bg-gradient-to-br from-brand-50 to-brand-100 ring-1 ring-slate-200">
      <Icon name={icon} className="h-16 w-16 text-brand-700" />
    </div>
  );
}
