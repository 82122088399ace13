import * as React from 'react';
import { Box } from '@strapi/design-system';

/**
 * One entry of a homepage widget's list: a list item ruled off from the next, its content laid out
 * by the widget. `space` is the design system's spacing step under the rule and above the next.
 */
export function WidgetListItem({ space, children }: { space: 2 | 3; children: React.ReactNode }): React.ReactElement {
  return (
    <Box tag="li" paddingBottom={space} marginBottom={space} borderColor="neutral150" borderWidth="0 0 1px 0" borderStyle="solid">
      {children}
    </Box>
  );
}
