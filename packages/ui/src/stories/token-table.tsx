import styled from 'styled-components';
import { cssVariableName, defaultTheme, theme, type ThemeGroup } from '../theme/theme';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};

  th,
  td {
    padding: ${theme.space.xs};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: start;
    vertical-align: middle;
  }
  code {
    font-family: ${theme.fonts.mono};
  }
`;

// The default value itself: a docs page has no GlobalStyle to declare the variables.
const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 2rem;
  height: 1.25rem;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  background: ${({ $color }) => $color};
`;

/** Every token of one group: its name, its CSS variable, its default value (and a swatch for colours). */
export function TokenTable({ group }: { group: ThemeGroup }) {
  const tokens = Object.entries(defaultTheme[group]);
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">token</th>
          <th scope="col">CSS variable</th>
          <th scope="col">default</th>
          {group === 'colors' && <th scope="col">swatch</th>}
        </tr>
      </thead>
      <tbody>
        {tokens.map(([token, value]) => (
          <tr key={token}>
            <td>
              <code>{`theme.${group}.${token}`}</code>
            </td>
            <td>
              <code>{cssVariableName(group, token)}</code>
            </td>
            <td>
              <code>{String(value)}</code>
            </td>
            {group === 'colors' && (
              <td>
                <Swatch $color={String(value)} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
