import { Counter } from './counter';

/** One server-rendered page with one small client component: what any Next.js page costs. */
export default function Page() {
  return (
    <main>
      <h1>Vývojář/ka frontendu</h1>
      <p>
        Jedna stránka vykreslená na serveru a jedna malá klientská komponenta: základ, se kterým benchmark
        porovnává stránky webu.
      </p>
      <Counter />
    </main>
  );
}
