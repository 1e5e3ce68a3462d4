import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const KEYS = ['one', 'two', 'three'] as const;

/** Controlled tabs as a page with its tab in the URL uses them: one TabPanel per Tab. */
function ControlledTabs() {
  const [selected, setSelected] = useState<string>('one');
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => setSelected(String(key))}>
      <TabList aria-label="Things">
        {KEYS.map((key) => (
          <Tab key={key} id={key}>
            {key}
          </Tab>
        ))}
      </TabList>
      {KEYS.map((key) => (
        <TabPanel key={key} id={key}>
          <p>{`Content of ${selected}`}</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('the selected tab controls its panel, which is on the page, after every switch', async () => {
    const user = userEvent.setup();
    render(<ControlledTabs />);
    for (const key of ['two', 'three', 'one']) {
      await user.click(screen.getByRole('tab', { name: key }));
      const tab = screen.getByRole('tab', { selected: true });
      expect(tab).toHaveAccessibleName(key);
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
      expect(panel).toHaveTextContent(`Content of ${key}`);
      expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    }
  });
});
