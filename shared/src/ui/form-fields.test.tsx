import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailField, installDutchErrorMap, requiredText } from '../validation';
import { CheckboxField } from './checkbox-field';
import { SelectField } from './select-field';
import { TextareaField } from './textarea-field';
import { TextField } from './text-field';
import { renderWithUi } from './test-render';

installDutchErrorMap();

const schema = z.object({
  email: emailField,
  motivation: requiredText(500),
  sector: z.string().min(1),
  hasDriversLicense: z.boolean(),
});
type Values = z.input<typeof schema>;

function ExampleForm({ onValid, defaultValues }: { onValid: (values: z.output<typeof schema>) => void; defaultValues?: Partial<Values> }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField label="E-mailadres" type="email" isRequired error={errors.email?.message} {...register('email')} />
      <TextareaField
        label="Motivatie"
        helperText="Vertel kort waarom deze opdracht bij je past."
        error={errors.motivation?.message}
        {...register('motivation')}
      />
      <SelectField
        label="Sector"
        placeholder="Maak een keuze"
        options={[
          { value: 'zorg', label: 'Zorg' },
          { value: 'ict', label: 'ICT' },
        ]}
        error={errors.sector?.message}
        {...register('sector')}
      />
      <CheckboxField label="Ik heb een rijbewijs" error={errors.hasDriversLicense?.message} {...register('hasDriversLicense')} />
      <button type="submit">Versturen</button>
    </form>
  );
}

describe('form fields with react-hook-form', () => {
  it('bind labels to controls and mark nothing invalid at first', () => {
    renderWithUi(<ExampleForm onValid={jest.fn()} />);
    for (const label of ['E-mailadres', 'Motivatie', 'Sector', 'Ik heb een rijbewijs']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('combobox', { name: 'Sector' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ik heb een rijbewijs' })).not.toBeChecked();
    // No native `required` (the schema's Dutch messages are the only ones), but announced as required.
    expect(screen.getByLabelText('E-mailadres')).not.toHaveAttribute('required');
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Motivatie')).not.toHaveAttribute('aria-required');
    // Help text is linked to its control.
    expect(screen.getByRole('textbox', { name: 'Motivatie' })).toHaveAccessibleDescription(
      'Vertel kort waarom deze opdracht bij je past.',
    );
  });

  it('show Dutch errors, set aria-invalid and link each error with aria-describedby', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderWithUi(<ExampleForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));

    const email = screen.getByRole('textbox', { name: 'E-mailadres' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Het e-mailadres is een verplicht veld');
    expect(screen.getByText('Het e-mailadres is een verplicht veld')).toBeVisible();

    const motivation = screen.getByRole('textbox', { name: 'Motivatie' });
    expect(motivation).toHaveAttribute('aria-invalid', 'true');
    expect(motivation).toHaveAccessibleDescription('Vertel kort waarom deze opdracht bij je past. Verplicht veld');
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveAccessibleDescription('Verplicht veld');
    expect(onValid).not.toHaveBeenCalled();

    await user.type(email, 'niet-goed');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(email).toHaveAccessibleDescription('Het e-mailadres lijkt niet te kloppen');
  });

  it('submit the typed, chosen and checked values', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderWithUi(<ExampleForm onValid={onValid} />);
    await user.type(screen.getByLabelText('E-mailadres'), 'Anna@Voorbeeld.nl');
    await user.type(screen.getByLabelText('Motivatie'), 'Ik ken de sector goed.');
    await user.selectOptions(screen.getByLabelText('Sector'), 'ICT');
    await user.click(screen.getByText('Ik heb een rijbewijs'));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(onValid).toHaveBeenCalledWith(
      { email: 'anna@voorbeeld.nl', motivation: 'Ik ken de sector goed.', sector: 'ict', hasDriversLicense: true },
      expect.anything(),
    );
  });

  it('show default values, including a checked checkbox', () => {
    renderWithUi(<ExampleForm onValid={jest.fn()} defaultValues={{ email: 'a@b.nl', sector: 'zorg', hasDriversLicense: true }} />);
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('a@b.nl');
    expect(screen.getByLabelText('Sector')).toHaveValue('zorg');
    expect(screen.getByRole('checkbox', { name: 'Ik heb een rijbewijs' })).toBeChecked();
  });

  it('link a checkbox error to the checkbox', () => {
    renderWithUi(<CheckboxField label="Ik ga akkoord met de voorwaarden" isRequired error="Verplicht veld" name="terms" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    expect(checkbox).toHaveAccessibleDescription('Verplicht veld');
  });
});
