import type { TFunction } from "../../i18n/translator/t-function";
import type { DoctorCard } from "../../../core/doctors/doctor-card";
import { LoadError } from "../home/load-error";
import { DoctorGrid } from "./doctor-grid";

/** A doctors list's body: the load failure (toast and in place), the grid, or the empty state with what to try instead. */
export function DoctorResults({ t, doctors, loadError, loadMore = true, whenEmpty }: { t: TFunction; doctors: readonly DoctorCard[]; loadError: boolean; loadMore?: boolean; whenEmpty?: React.ReactNode }) {
  if (loadError) return <LoadError message={t("doctorCard:loadFailed")} />;
  if (doctors.length > 0) return <DoctorGrid t={t} doctors={doctors} loadMore={loadMore} />;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <p className="text-slate-700" data-testid="doctors-empty">
        {t("doctorCard:empty")}
      </p>
      {whenEmpty ? <div className="mt-6">{whenEmpty}</div> : null}
    </div>
  );
}
