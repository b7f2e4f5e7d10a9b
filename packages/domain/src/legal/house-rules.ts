import { CONTACT } from '../constants/business.ts';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '../dates/check-times.ts';
import { formatPhone } from '../documents/phone.ts';
import { type LegalDocument, list, paragraph } from './legal-document.ts';

const phone = `[${formatPhone(CONTACT.phone)}](${CONTACT.phoneHref})`;

/** The internal rules: the page /regulamento-interno and a clause of every contract. */
export const HOUSE_RULES: LegalDocument = {
  title: 'Regulamento interno',
  intro:
    'Combinados para uma boa convivência: horários, visitas, animais, garagem e cuidados com o apartamento.',
  updatedAt: '2025-09-01',
  sections: [
    {
      id: 'check-in-e-check-out',
      title: 'Check-in e check-out',
      blocks: [
        paragraph(
          `O check-in é a partir das **${CHECK_IN_TIME}** do dia de entrada e o check-out deve ser feito até ` +
            `as **${CHECK_OUT_TIME}** do dia de saída. O código de acesso ao apartamento fica disponível em ` +
            '[Minhas locações](/minhas-locacoes) depois que o pagamento é aprovado.',
        ),
        list([
          'Na saída, deixe as chaves e os controles no apartamento e feche portas e janelas.',
          'Precisa sair mais tarde? Peça à nossa equipe com antecedência; a permanência depende da agenda da ' +
            'unidade.',
        ]),
      ],
    },
    {
      id: 'silencio',
      title: 'Horário de silêncio',
      blocks: [
        paragraph(
          'Das **22:00 às 08:00**, mantenha o volume de música, TV e conversas baixo, dentro e fora do ' +
            'apartamento. Festas e eventos não são permitidos em nenhum horário. Reclamações recorrentes de ' +
            'vizinhos podem levar ao encerramento da locação, conforme o contrato.',
        ),
      ],
    },
    {
      id: 'visitas',
      title: 'Visitas e ocupação',
      blocks: [
        list([
          'O apartamento pode ser ocupado somente pelas pessoas informadas na reserva, respeitando a ' +
            'capacidade máxima da modalidade.',
          'Visitas são permitidas das 08:00 às 22:00 e devem ser acompanhadas por um hóspede.',
          'Visitantes não podem pernoitar sem serem incluídos na reserva.',
          'O hóspede responde pelo comportamento dos seus visitantes.',
        ]),
      ],
    },
    {
      id: 'animais',
      title: 'Animais de estimação',
      blocks: [
        list([
          'Animais de pequeno porte são bem-vindos, desde que informados à nossa equipe antes do check-in.',
          'Nas áreas comuns, o animal deve estar na coleira ou na caixa de transporte.',
          'Recolha as necessidades do animal e não o deixe sozinho por longos períodos.',
          'Danos causados pelo animal são de responsabilidade do hóspede.',
        ]),
      ],
    },
    {
      id: 'fumo',
      title: 'Proibido fumar',
      blocks: [
        paragraph(
          'Não é permitido fumar, inclusive cigarros eletrônicos e narguilé, dentro dos apartamentos e nas ' +
            'áreas comuns fechadas (Lei nº 12.546/2011). A limpeza para remover cheiro de fumo será cobrada do ' +
            'hóspede.',
        ),
      ],
    },
    {
      id: 'garagem',
      title: 'Garagem',
      blocks: [
        list([
          'Use apenas a vaga contratada na reserva (comum ou coberta) e somente durante o período da locação.',
          'Dirija devagar, com os faróis acesos, e respeite a sinalização.',
          'A vaga não pode ser usada como depósito nem cedida a outras pessoas.',
        ]),
      ],
    },
    {
      id: 'lixo',
      title: 'Lixo e reciclagem',
      blocks: [
        list([
          'Separe o lixo reciclável do orgânico e leve os sacos fechados até o local indicado no projeto.',
          'Não deixe lixo nos corredores, nas escadas ou na porta do apartamento.',
          'Óleo de cozinha, pilhas e eletrônicos não devem ir para o lixo comum.',
        ]),
      ],
    },
    {
      id: 'danos',
      title: 'Cuidados e danos',
      blocks: [
        list([
          'Confira o apartamento ao chegar e comunique qualquer problema em até 24 horas; depois disso, ' +
            'entendemos que ele foi entregue em perfeitas condições.',
          'Danos ao imóvel, aos móveis ou aos equipamentos causados durante a estadia serão cobrados.',
          'Não é permitido mudar móveis de lugar entre cômodos, fazer furos nas paredes ou trocar fechaduras.',
        ]),
        paragraph(`Em caso de emergência ou avaria, fale com a nossa equipe pelo telefone ${phone}.`),
      ],
    },
  ],
};
