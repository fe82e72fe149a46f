import type { OpsCategory } from '@grofresh/contracts';

interface CategoryCheckboxesProps {
  categories: OpsCategory[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** The shop's categories to file an item under (retired ones only if it is already there). */
export function CategoryCheckboxes({
  categories,
  value,
  onChange,
  error,
}: CategoryCheckboxesProps) {
  const shown = categories.filter((c) => !c.retired || value.includes(c._id));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-800">Categories</legend>
      <div className="mt-1 grid max-h-48 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-gray-200 p-2 sm:grid-cols-2">
        {shown.map((category) => (
          <label
            key={category._id}
            className="flex min-h-10 items-center gap-2 rounded-md px-2 text-sm hover:bg-gray-50"
          >
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={value.includes(category._id)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? [...value, category._id]
                    : value.filter((id) => id !== category._id),
                )
              }
            />
            {category.name}
            {category.retired && <span className="text-xs text-gray-500">(retired)</span>}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
