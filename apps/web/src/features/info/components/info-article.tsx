import type { ReactNode } from 'react';

/** The shared look of the footer pages: a readable column with styled headings and lists. */
export function InfoArticle({ lead, children }: { lead: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl rounded-2xl border border-gray-200 bg-white p-5 md:p-8 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-bold [&_li]:mt-1 [&_p]:mt-2 [&_p]:leading-7 [&_p]:text-gray-700 [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:text-gray-700">
      <p className="!mt-0 text-base !text-gray-900">{lead}</p>
      {children}
    </article>
  );
}
