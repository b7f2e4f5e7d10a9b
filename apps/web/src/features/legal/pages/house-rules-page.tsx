import { CHECK_IN_TIME, CHECK_OUT_TIME, CONTACT, formatPhone } from '@estadia/domain';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'check-in-e-check-out',
    title: 'Check-in e check-out',
    body: (
      <>
        <p>
          O check-in é a partir das <strong>{CHECK_IN_TIME}</strong> do dia de entrada e o check-out deve ser
          feito até as <strong>{CHECK_OUT_TIME}</strong> do dia de saída. O código de acesso ao apartamento
          fica disponível em <Link to="/minhas-locacoes">Minhas locações</Link> depois que o pagamento é
          aprovado.
        </p>
        <ul>
          <li>Na saída, deixe as chaves e os controles no apartamento e feche portas e janelas.</li>
          <li>
            Precisa sair mais tarde? Peça à nossa equipe com antecedência; a permanência depende da agenda da
            unidade.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'silencio',
    title: 'Horário de silêncio',
    body: (
      <p>
        Das <strong>22:00 às 08:00</strong>, mantenha o volume de música, TV e conversas baixo, dentro e fora
        do apartamento. Festas e eventos não são permitidos em nenhum horário. Reclamações recorrentes de
        vizinhos podem levar ao encerramento da locação, conforme o contrato.
      </p>
    ),
  },
  {
    id: 'visitas',
    title: 'Visitas e ocupação',
    body: (
      <ul>
        <li>
          O apartamento pode ser ocupado somente pelas pessoas informadas na reserva, respeitando a capacidade
          máxima da modalidade.
        </li>
        <li>Visitas são permitidas das 08:00 às 22:00 e devem ser acompanhadas por um hóspede.</li>
        <li>Visitantes não podem pernoitar sem serem incluídos na reserva.</li>
        <li>O hóspede responde pelo comportamento dos seus visitantes.</li>
      </ul>
    ),
  },
  {
    id: 'animais',
    title: 'Animais de estimação',
    body: (
      <ul>
        <li>
          Animais de pequeno porte são bem-vindos, desde que informados à nossa equipe antes do check-in.
        </li>
        <li>Nas áreas comuns, o animal deve estar na coleira ou na caixa de transporte.</li>
        <li>Recolha as necessidades do animal e não o deixe sozinho por longos períodos.</li>
        <li>Danos causados pelo animal são de responsabilidade do hóspede.</li>
      </ul>
    ),
  },
  {
    id: 'fumo',
    title: 'Proibido fumar',
    body: (
      <p>
        Não é permitido fumar, inclusive cigarros eletrônicos e narguilé, dentro dos apartamentos e nas áreas
        comuns fechadas (Lei nº 12.546/2011). A limpeza para remover cheiro de fumo será cobrada do hóspede.
      </p>
    ),
  },
  {
    id: 'garagem',
    title: 'Garagem',
    body: (
      <ul>
        <li>
          Use apenas a vaga contratada na reserva (comum ou coberta) e somente durante o período da locação.
        </li>
        <li>Dirija devagar, com os faróis acesos, e respeite a sinalização.</li>
        <li>A vaga não pode ser usada como depósito nem cedida a outras pessoas.</li>
      </ul>
    ),
  },
  {
    id: 'lixo',
    title: 'Lixo e reciclagem',
    body: (
      <ul>
        <li>
          Separe o lixo reciclável do orgânico e leve os sacos fechados até o local indicado no projeto.
        </li>
        <li>Não deixe lixo nos corredores, nas escadas ou na porta do apartamento.</li>
        <li>Óleo de cozinha, pilhas e eletrônicos não devem ir para o lixo comum.</li>
      </ul>
    ),
  },
  {
    id: 'danos',
    title: 'Cuidados e danos',
    body: (
      <>
        <ul>
          <li>
            Confira o apartamento ao chegar e comunique qualquer problema em até 24 horas; depois disso,
            entendemos que ele foi entregue em perfeitas condições.
          </li>
          <li>Danos ao imóvel, aos móveis ou aos equipamentos causados durante a estadia serão cobrados.</li>
          <li>
            Não é permitido mudar móveis de lugar entre cômodos, fazer furos nas paredes ou trocar fechaduras.
          </li>
        </ul>
        <p>
          Em caso de emergência ou avaria, fale com a nossa equipe pelo telefone{' '}
          <a href={CONTACT.phoneHref}>{formatPhone(CONTACT.phone)}</a>.
        </p>
      </>
    ),
  },
];

export function HouseRulesPage() {
  return (
    <LegalDocument
      title="Regulamento interno"
      intro="Combinados para uma boa convivência: horários, visitas, animais, garagem e cuidados com o apartamento."
      updatedAt="01/09/2025"
      sections={SECTIONS}
    />
  );
}
