import { formatCnpj, formatCpfOrCnpj, parseBrDate, stateOptions } from '@estadia/domain';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Checkbox, Input, Select, Textarea } from '@/components/ui/input';
import { maskBrDate, maskPhone } from '@/lib/masks';
import { ExampleBlock, ExampleFrame } from './example-frame';

export function TextInputsExample() {
  return (
    <ExampleFrame title="Inputs de texto" intro="Rótulo, dica e erro ligados por aria-describedby.">
      <ExampleBlock title="Estados">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Nome completo" hint="Como está no documento.">
            {(control) => <Input {...control} />}
          </Field>
          <Field label="E-mail" error="E-mail inválido">
            {(control) => <Input {...control} type="email" defaultValue="ana@" />}
          </Field>
          <Field label="Profissão" optional>
            {(control) => <Input {...control} />}
          </Field>
          <Field label="Desabilitado">
            {(control) => <Input {...control} disabled defaultValue="Somente leitura" />}
          </Field>
          <Field label="Observações" className="sm:col-span-2">
            {(control) => <Textarea {...control} rows={3} />}
          </Field>
        </div>
      </ExampleBlock>
    </ExampleFrame>
  );
}

export function MixedInputsExample() {
  const [date, setDate] = useState('');
  const [phone, setPhone] = useState('');
  const [cnpj, setCnpj] = useState('');
  const [document, setDocument] = useState('');
  return (
    <ExampleFrame title="Inputs variados" intro="Máscaras aplicadas enquanto se digita.">
      <ExampleBlock title="Máscaras">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Data" hint={date ? `ISO: ${parseBrDate(date) || 'inválida'}` : 'dd/mm/aaaa'}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={date}
                onChange={(e) => setDate(maskBrDate(e.target.value))}
              />
            )}
          </Field>
          <Field label="Telefone">
            {(control) => (
              <Input
                {...control}
                type="tel"
                value={phone}
                onChange={(e) => setPhone(maskPhone(e.target.value))}
              />
            )}
          </Field>
          <Field label="CNPJ">
            {(control) => (
              <Input {...control} value={cnpj} onChange={(e) => setCnpj(formatCnpj(e.target.value))} />
            )}
          </Field>
          <Field label="CPF ou CNPJ">
            {(control) => (
              <Input
                {...control}
                value={document}
                onChange={(e) => setDocument(formatCpfOrCnpj(e.target.value))}
              />
            )}
          </Field>
        </div>
      </ExampleBlock>
    </ExampleFrame>
  );
}

export function SelectionExample() {
  return (
    <ExampleFrame title="Seleção" intro="Listas de opções e caixas de seleção.">
      <ExampleBlock title="UF e preferências">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="UF">
            {(control) => (
              <Select {...control} defaultValue="">
                <option value="">Selecione</option>
                {stateOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="flex flex-col gap-3 pt-7">
            <div className="flex items-center gap-3 text-ink">
              <Checkbox id="exemplo-lembrar" defaultChecked />
              <label htmlFor="exemplo-lembrar">Lembrar de mim</label>
            </div>
            <div className="flex items-center gap-3 text-ink">
              <Checkbox id="exemplo-novidades" />
              <label htmlFor="exemplo-novidades">Quero receber novidades por e-mail</label>
            </div>
          </div>
        </div>
      </ExampleBlock>
    </ExampleFrame>
  );
}
