import { serializeJsonLd, type JsonLdData } from '@/lib/seo/json-ld';

type Props = {
  /** A schema-dts typed node with its @context, or a graph of nodes. */
  data: JsonLdData;
};

/**
 * The one way structured data reaches a page: a typed object serialised into
 * <script type="application/ld+json">, with `<` escaped so no text can close the script.
 */
export function JsonLd({ data }: Props) {
  return (
    <script
      type="application/ld+json"
      // serializeJsonLd escapes <, >, & and line separators: the content cannot leave the script.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
