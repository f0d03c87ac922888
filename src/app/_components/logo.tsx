import Link from 'next/link';

const SIZES = {
  sm: { link: 'flex items-center gap-2', mark: 'h-8 w-8', word: 'font-semibold tracking-tight' },
  lg: { link: 'mb-8 flex items-center justify-center gap-2 text-stone-900', mark: 'h-9 w-9 text-lg', word: 'text-xl font-semibold tracking-tight' },
} as const;

/** The Zaga mark and name, linking home. */
export function Logo({ size = 'sm' }: { size?: keyof typeof SIZES }) {
  const s = SIZES[size];
  return (
    <Link href="/" className={s.link}>
      <span className={`grid ${s.mark} place-items-center rounded-lg bg-teal-700 font-semibold text-white`}>Z</span>
      <span className={s.word}>Zaga</span>
    </Link>
  );
}
