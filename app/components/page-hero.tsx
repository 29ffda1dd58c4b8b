/** The heading band every content page opens with. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle?: string; children?: React.ReactNode }) {
  return (
    <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 sm:py-14">
        <h1 className="text-balance text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-3xl text-lg text-slate-600">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
