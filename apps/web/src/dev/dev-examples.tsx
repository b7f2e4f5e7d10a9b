import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { DevExampleSlug } from './dev-example-list';
import { BackOfficeExample } from './examples/back-office';
import { AlertsExample, ButtonsExample, IconsExample, ModalExample, ToastExample } from './examples/basics';
import {
  CardsExample,
  CollapseExample,
  DatesExample,
  FilesExample,
  NumbersExample,
  PaginationExample,
  SecurePurchaseExample,
  SkeletonExample,
  StepsExample,
  TablesExample,
} from './examples/data';
import { ExampleFrame } from './examples/example-frame';
import { MixedInputsExample, SelectionExample, TextInputsExample } from './examples/forms';

function ContactExample() {
  return (
    <ExampleFrame
      title="Fale conosco"
      intro="O formulário de contato fica na página de perguntas frequentes."
    >
      <Link to="/faq#fale-conosco" className="font-semibold text-brand-ink underline">
        Abrir o formulário de contato
      </Link>
    </ExampleFrame>
  );
}

export const devExamplePages: Record<DevExampleSlug, ComponentType> = {
  icones: IconsExample,
  botoes: ButtonsExample,
  alertas: AlertsExample,
  toast: ToastExample,
  modal: ModalExample,
  'fale-conosco': ContactExample,
  datas: DatesExample,
  numeros: NumbersExample,
  selecao: SelectionExample,
  'inputs-de-texto': TextInputsExample,
  'inputs-variados': MixedInputsExample,
  'compra-segura': SecurePurchaseExample,
  'meus-cartoes': CardsExample,
  collapse: CollapseExample,
  skeleton: SkeletonExample,
  paginacao: PaginationExample,
  tabelas: TablesExample,
  paineis: BackOfficeExample,
  arquivos: FilesExample,
  'progresso-passo': StepsExample,
};
