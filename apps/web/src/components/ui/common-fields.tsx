import { formatCpfOrCnpj } from '@estadia/domain';
import { maskPhone } from '@/lib/masks';
import { TextField, type TextFieldProps } from './text-field';

type PresetFieldProps = Omit<TextFieldProps, 'label' | 'mask'> & { label?: TextFieldProps['label'] };

/** A person's full name, filled from the browser. */
export function FullNameField({ label = 'Nome completo', ...props }: PresetFieldProps) {
  return <TextField label={label} autoComplete="name" {...props} />;
}

/** E-mail address: the e-mail keyboard, no capitals or spell check, filled from the browser. */
export function EmailField({ label = 'E-mail', ...props }: PresetFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** Brazilian phone with DDD, masked as '(34) 99999-9999' while typing. */
export function PhoneField({ label = 'Telefone celular', ...props }: PresetFieldProps) {
  return (
    <TextField
      label={label}
      mask={maskPhone}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(34) 99999-9999"
      {...props}
    />
  );
}

/** CPF or CNPJ, masked as one or the other as the digits grow. */
export function CpfOrCnpjField({ label = 'CPF ou CNPJ', ...props }: PresetFieldProps) {
  return (
    <TextField
      label={label}
      mask={formatCpfOrCnpj}
      inputMode="numeric"
      placeholder="000.000.000-00"
      {...props}
    />
  );
}
