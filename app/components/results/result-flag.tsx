import type { ResultFlag } from "../../../core/results/read-result-value";
import type { TFunction } from "../../i18n/translator/t-function";
import type { IconName } from "../icons/icon-names";
import { Icon } from "../icons/icon";

const LOOK: Record<ResultFlag, { icon: IconName; tone: string; key: "flags.high" | "flags.low" | "flags.inRange" | "flags.normal" | "flags.abnormal" }> = {
  high: { icon: "arrow-up", tone: "bg-red-50 text-red-900 ring-red-300", key: "flags.high" },
  low: { icon: "arrow-down", tone: "bg-amber-50 text-amber-950 ring-amber-400", key: "flags.low" },
  "in-range": { icon: "circle-check", tone: "bg-green-50 text-green-900 ring-green-300", key: "flags.inRange" },
  normal: { icon: "circle-check", tone: "bg-green-50 text-green-900 ring-green-300", key: "flags.normal" },
  abnormal: { icon: "circle-alert", tone: "bg-amber-50 text-amber-950 ring-amber-400", key: "flags.abnormal" },
};

/** A value's flag by colour, word and icon together (never colour alone); a far value adds its own line. */
export function ResultFlagBadge({ t, flag, far }: { t: TFunction<"results">; flag: ResultFlag; far: boolean }) {
  const look = LOOK[flag];
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className={`inline-flex items-center gap-1 rounded-full px-3 py-1 font-bold ring-1 ${look.tone}`} data-flag={flag}>
        <Icon name={look.icon} className="h-4 w-4" />
        {t(look.key)}
      </span>
      {far ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-3 py-1 font-bold text-white" data-flag="far">
          <Icon name="triangle-alert" className="h-4 w-4" />
          {t("flags.far")}
        </span>
      ) : null}
    </span>
  );
}
