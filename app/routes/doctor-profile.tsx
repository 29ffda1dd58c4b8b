import { randomBytes } from "node:crypto";
import { Icon } from "../components/icons/icon";
import { data } from "react-router";
import { doctorAppointmentSchema } from "../../core/appointments/doctor-appointment-schema";
import { formatClock, parseClockTime } from "../../core/time/clock-time";
import { firstDayWithSlots } from "../../core/appointments/doctor-appointment-slots";
import { formatIsoDate, kolkataDay } from "../../core/time/kolkata-day";
import { specialityOf } from "../../core/doctors/specialities";
import { ChamberList } from "../components/doctors/chamber-list";
import { DoctorAppointmentForm, type AppointmentActionData } from "../components/doctors/doctor-appointment-form";
import { DoctorPhoto } from "../components/doctors/doctor-photo";
import { ProfileReviews, ProfileServices, SimilarDoctors } from "../components/doctors/profile-static-sections";
import { specialityName } from "../components/doctors/speciality-name";
import { LoadError } from "../components/home/load-error";
import { serverT } from "../i18n/server-t.server";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import { spendAppointmentBudget } from "../../core/appointments/appointment-budget";
import { fieldProblems, formAction } from "../lib/form-action.server";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/doctor-profile";
import { reportFailure } from "../../core/errors/report-failure";

function doctorIdOf(param: string): number {
  if (!/^[1-9]\d{0,15}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = doctorIdOf(params.id);
  const now = new Date();
  let profile;
  try {
    profile = await context.core.getDoctorProfile({ id, now, lang: context.lang });
  } catch (error) {
    reportFailure(context, error, "doctor profile not loaded");
    return { ...pageData(context, request, "doctorProfile", { alsoNamespaces: ["doctorCard"], noindex: true }), profile: null, loadError: true as const };
  }
  if (!profile) throw data(null, { status: 404 });
  const user = await getUser(context);
  const known = profile.speciality ? specialityOf(profile.speciality) : null;
  const speciality = known ? serverT(context.lang, "doctorCard")(`specialities.${known.slug}`) : (profile.speciality ?? "");
  return {
    ...pageData(context, request, "doctorProfile", { seoKey: "seoDoctor", values: { name: profile.name, speciality, place: profile.hospital ?? "" }, alsoNamespaces: ["doctorCard"] }),
    profile,
    loadError: false as const,
    nowIso: now.toISOString(),
    today: kolkataDay(now),
    // One per rendered form: posting it twice stores one request.
    requestKey: randomBytes(18).toString("base64url"),
    prefill: { name: user?.name ?? "", phone: user?.phone ?? "" },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const doctorId = doctorIdOf(params.id);
  return formAction({
    request,
    context,
    schema: doctorAppointmentSchema,
    what: "appointment not stored",
    budget: () => spendAppointmentBudget(context.auth.rateLimiter, { ip: context.clientIp }),
    run: async (form) => {
      const user = await getUser(context);
      const outcome = await context.core.requestDoctorAppointment(context.auth.messenger, { doctorId, form, userId: user?.id ?? null, language: context.lang, now: new Date(), log: context.log });
      if (!outcome.ok) return fieldProblems(outcome.fieldErrors);
      const confirmation = {
        doctor: outcome.doctor,
        place: outcome.place,
        date: formatIsoDate(form.date),
        time: formatClock(parseClockTime(form.time) ?? 0),
        phone: form.phone,
        messageSent: outcome.messageSent,
      };
      return { confirmation };
    },
  });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** The appointment form carries a one-time request key: no cache may hand the same page to two visitors. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function DoctorProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  if (loaderData.loadError) {
    return (
      <div className="container-page py-12">
        <LoadError message={t("doctorCard:loadFailed")} />
      </div>
    );
  }
  const { profile, today, nowIso, requestKey, prefill } = loaderData;
  const chambers = profile.chambers.map((chamber) => ({
    id: chamber.id,
    label: [chamber.place, chamber.address].filter(Boolean).join(" — ") || t("chambers.unnamed"),
    week: chamber.week,
    nextDate: firstDayWithSlots(chamber.week, new Date(nowIso)),
  }));
  return (
    <>
      <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page flex flex-col gap-6 py-10 sm:flex-row sm:items-center">
          <DoctorPhoto name={profile.name} photo={profile.photo} size="lg" />
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{profile.name}</h1>
            {profile.speciality ? <p className="mt-1 text-lg font-semibold text-brand-700">{specialityName(t, profile.speciality)}</p> : null}
            {/* Texts from the database are in English: marked so, readers and screen readers know on hi and bn pages. */}
            {profile.degree ? (
              <p lang="en" className="mt-1 text-slate-700">
                {profile.degree}
              </p>
            ) : null}
            {profile.hospital ? (
              <p lang="en" className="mt-1 text-slate-600">
                {profile.hospital}
              </p>
            ) : null}
            {profile.rating !== null ? (
              <p className="mt-2 inline-flex items-center gap-1 font-semibold text-slate-900">
                <Icon name="star-filled" className="h-5 w-5 text-amber-400" />
                {t("doctorCard:rating", { rating: profile.rating.toFixed(1), count: profile.ratingBy })}
              </p>
            ) : null}
            <p className="mt-5">
              <a href="#appointment" className="btn bg-brand-700 text-white hover:bg-brand-800">
                {t("hero.book")}
              </a>
            </p>
          </div>
        </div>
      </section>

      <div className="container-page grid gap-12 py-10">
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-2xl font-bold text-slate-900">
            {t("about.title")}
          </h2>
          <p lang={profile.about ? profile.aboutLang : undefined} className="mt-3 max-w-3xl text-slate-700">
            {profile.about || t("about.empty")}
          </p>
          <dl className="mt-4 grid max-w-3xl gap-3 sm:grid-cols-2">
            <div className="rounded-xl bg-slate-50 p-4">
              <dt className="text-sm text-slate-500">{t("about.degree")}</dt>
              <dd lang={profile.degree ? "en" : undefined} className="font-semibold text-slate-900">
                {profile.degree || "—"}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-4">
              <dt className="text-sm text-slate-500">{t("about.speciality")}</dt>
              <dd className="font-semibold text-slate-900">{specialityName(t, profile.speciality) || "—"}</dd>
            </div>
          </dl>
        </section>

        <ProfileSection name="chambers" title={t("chambers.title")}>
          {profile.chambers.length > 0 ? <ChamberList t={t} chambers={profile.chambers} todayWeekday={today.weekday} /> : <p className="text-slate-700">{t("chambers.none")}</p>}
        </ProfileSection>

        <ProfileSection name="services" title={t("services.title")}>
          <ProfileServices t={t} />
        </ProfileSection>

        <ProfileSection name="appointment" title={t("appointment.title")} subtitle={t("appointment.subtitle", { name: profile.name })}>
          <div className="max-w-3xl">
            <DoctorAppointmentForm
              t={t}
              chambers={chambers}
              nowIso={nowIso}
              today={today.date}
              requestKey={requestKey}
              prefill={prefill}
              actionData={actionData as AppointmentActionData | undefined}
            />
          </div>
        </ProfileSection>

        <ProfileSection name="reviews" title={t("reviews.title")}>
          <ProfileReviews t={t} />
        </ProfileSection>

        <ProfileSection name="similar" title={t("similar.title")}>
          <SimilarDoctors t={t} />
        </ProfileSection>
      </div>
    </>
  );
}

/** One titled block of the profile; the appointment block is the #appointment anchor the hero button jumps to. */
function ProfileSection({ name, title, subtitle, children }: { name: string; title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <section id={name === "appointment" ? "appointment" : undefined} aria-labelledby={`${name}-heading`} className="scroll-mt-24">
      <h2 id={`${name}-heading`} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
