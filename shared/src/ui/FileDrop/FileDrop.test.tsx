import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FileDrop } from './FileDrop';

function Harness({ onFileChange }: { onFileChange: (file: File) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileDrop
      label="Import CSV"
      file={file}
      onFileChange={(next) => {
        setFile(next);
        onFileChange(next);
      }}
    />
  );
}

const csv = (name: string) => new File(['email\na@b.c\n'], name, { type: 'text/csv' });
const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;

describe('FileDrop', () => {
  it('accepts only CSV files through a labelled Browse button', () => {
    const { container } = render(<Harness onFileChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeInTheDocument();
    expect(screen.getByText('Import CSV')).toBeInTheDocument();
    expect(fileInput(container)).toHaveAttribute('accept', '.csv');
  });

  it('names its drop zone by what it takes, not react-aria\'s "DropZone"', () => {
    render(<Harness onFileChange={jest.fn()} />);
    expect(
      screen.getByRole('button', { name: 'Drop a CSV file here or choose one' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /DropZone/ })).not.toBeInTheDocument();
  });

  it('shows a chosen long file name as 5 characters and an ellipsis, the full name kept', async () => {
    const user = userEvent.setup();
    const onFileChange = jest.fn();
    const { container } = render(<Harness onFileChange={onFileChange} />);
    const file = csv('invitees-march-2026.csv');
    await user.upload(fileInput(container), file);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('invit…')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('invitees-march-2026.csv')).toBeInTheDocument();
    expect(screen.getByTitle('invitees-march-2026.csv')).toBeInTheDocument();
  });

  it('shows a short file name whole', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness onFileChange={jest.fn()} />);
    await user.upload(fileInput(container), csv('guests.csv'));
    expect(screen.getByText('guests.csv')).not.toHaveAttribute('title');
  });

  it('refuses another file type with a message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFileChange = jest.fn();
    const { container } = render(<Harness onFileChange={onFileChange} />);
    await user.upload(fileInput(container), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(onFileChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Only CSV files can be imported.');
  });
});
