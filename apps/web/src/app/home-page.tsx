import { useCategories } from '@/features/catalog/api/categories';

/** The foundation's shell: the seeded categories; the storefront issue builds the real home. */
export function HomePage() {
  const { data: categories, isPending, isError } = useCategories();
  return (
    <main className="mx-auto max-w-6xl p-4">
      <h1 className="text-2xl font-bold text-brand-700">GroFresh</h1>
      <p className="text-gray-600">Groceries and daily milk from your neighbourhood store.</p>
      <h2 className="mt-6 mb-3 text-lg font-semibold">Shop by category</h2>
      {isPending && <p>Loading categories…</p>}
      {isError && <p role="alert">We could not load the shop. Please try again.</p>}
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6">
        {categories?.map((c) => (
          <li key={c._id} className="rounded-xl bg-white p-3 text-center shadow-sm">
            <img src={c.image} alt="" width={48} height={48} className="mx-auto" />
            <span className="mt-2 block text-sm font-medium">{c.name}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
