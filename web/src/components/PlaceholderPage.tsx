export function PlaceholderPage({ heading }: { heading: string }) {
  return (
    <section className="panel">
      <h1 className="panel-title">{heading}</h1>
    </section>
  );
}
