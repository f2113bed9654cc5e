import { th } from '../../../ui/styles';

/** The header row of a plain table: one column header per text. */
export function TableHead({ headers }: { headers: string[] }) {
  return (
    <thead>
      <tr>
        {headers.map((h) => (
          <th key={h} style={th} scope="col">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
