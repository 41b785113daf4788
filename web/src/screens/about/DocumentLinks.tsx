/** 'Important Documents Links' (03 §2 About): columns of 5, 5, then the rest. */
import { ABOUT_DOCUMENT_COLUMNS, type AboutContent } from '../../../../domain';

type Document = AboutContent['documents'][number];

/** The documents split into the page's columns. */
export function documentColumns(documents: readonly Document[]): Document[][] {
  const columns: Document[][] = [];
  let from = 0;
  for (const size of ABOUT_DOCUMENT_COLUMNS) {
    if (from >= documents.length) break;
    columns.push(documents.slice(from, from + size));
    from += size;
  }
  if (from < documents.length) columns.push(documents.slice(from));
  return columns;
}

/** The documents' links, in columns. */
export function DocumentLinks({ documents }: { readonly documents: readonly Document[] }) {
  if (documents.length === 0) return <p className="about-muted">No documents yet.</p>;
  return (
    <div className="about-documents">
      {documentColumns(documents).map((column, i) => (
        <ul key={i} className="about-document-column">
          {column.map((d, j) => (
            <li key={j}>
              <a href={d.url} target="_blank" rel="noopener noreferrer">
                {d.displayName}
              </a>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
