import { CONTACT } from '@estadia/domain';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'aceite',
    title: 'Aceite dos termos',
    body: (
      <>
        <p>
          Estes Termos de Uso regem o acesso ao site e ao aplicativo da Estadia, plataforma de locação de
          apartamentos mobiliados para estadias curtas e longas. Ao criar uma conta ou solicitar uma reserva,
          você declara que leu e concorda com estes termos e com a Política de Privacidade descrita abaixo.
        </p>
        <p>
          Para usar a plataforma é preciso ter pelo menos 18 anos e capacidade civil para assinar contratos.
          Se você reserva em nome de uma empresa, declara ter poderes para representá-la.
        </p>
      </>
    ),
  },
  {
    id: 'conta',
    title: 'Sua conta',
    body: (
      <>
        <p>
          Você é responsável pela veracidade dos dados informados e pela guarda da sua senha. As informações
          do cadastro (dados pessoais, documentos e endereço) são usadas para emitir o contrato de locação,
          por isso precisam estar corretas e atualizadas.
        </p>
        <ul>
          <li>Não compartilhe sua senha nem o código de acesso ao apartamento.</li>
          <li>
            Se perceber qualquer uso indevido da sua conta, altere a senha e avise nossa equipe pelo e-mail{' '}
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
          </li>
          <li>Podemos suspender contas com dados falsos ou usadas de forma contrária a estes termos.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'reservas-e-pagamentos',
    title: 'Reservas, contrato e pagamento',
    body: (
      <>
        <p>
          A solicitação de reserva não garante a locação: ela passa por aprovação. Depois de aprovada, você
          assina o contrato digitalmente e realiza o pagamento. A locação só é confirmada quando o pagamento é
          aprovado.
        </p>
        <ul>
          <li>
            <strong>Estadia curta</strong> (até 29 noites): preço por noite multiplicado pela quantidade de
            noites.
          </li>
          <li>
            <strong>Estadia longa</strong> (30 noites ou mais): preço por período de 30 noites; as noites que
            passarem de um período completo são cobradas proporcionalmente.
          </li>
          <li>Vagas de garagem, quando contratadas, são cobradas por dia e aparecem separadas no resumo.</li>
          <li>
            Uma reserva aprovada aguarda o pagamento por até 48 horas; depois disso é cancelada
            automaticamente.
          </li>
        </ul>
        <p>
          Os valores exibidos no resumo da reserva são os mesmos cobrados no pagamento. Cancelamentos seguem a{' '}
          <Link to="/politica-cancelamento">Política de cancelamento</Link>, e o uso do apartamento segue o{' '}
          <Link to="/regulamento-interno">Regulamento interno</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'uso-da-plataforma',
    title: 'Uso adequado da plataforma',
    body: (
      <>
        <p>Ao usar a Estadia, você concorda em não:</p>
        <ul>
          <li>tentar acessar contas, dados ou áreas da plataforma que não sejam suas;</li>
          <li>enviar arquivos com vírus, conteúdo ilegal ou documentos de terceiros sem autorização;</li>
          <li>usar robôs ou meios automatizados para extrair dados ou sobrecarregar o serviço;</li>
          <li>sublocar o apartamento ou usá-lo para fins diferentes dos previstos no contrato.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'responsabilidades',
    title: 'Responsabilidades',
    body: (
      <p>
        Trabalhamos para manter a plataforma disponível e segura, mas ela pode passar por manutenções e
        instabilidades. Nessas situações, nenhuma cobrança é feita sem a sua confirmação. Fotos e descrições
        representam as unidades de cada modalidade; pequenas diferenças de decoração entre apartamentos da
        mesma modalidade podem ocorrer.
      </p>
    ),
  },
  {
    id: 'privacidade',
    title: 'Política de Privacidade',
    body: (
      <>
        <p>
          Tratamos seus dados pessoais de acordo com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº
          13.709/2018). A Estadia é a controladora dos dados tratados na plataforma.
        </p>
        <h3>Quais dados coletamos</h3>
        <ul>
          <li>
            <strong>Cadastro:</strong> nome, e-mail, telefone, data de nascimento, naturalidade, profissão,
            CPF ou CNPJ, RG e órgão emissor, nomes dos pais e endereço.
          </li>
          <li>
            <strong>Documentos:</strong> as cópias de RG e CPF que você envia para o contrato.
          </li>
          <li>
            <strong>Reservas e pagamentos:</strong> datas, unidade, valores, forma de pagamento e situação de
            cada cobrança. Do cartão de crédito guardamos apenas a bandeira e os quatro últimos dígitos; o
            número completo e o código de segurança não ficam armazenados conosco.
          </li>
          <li>
            <strong>Registros técnicos:</strong> data, hora e endereço IP de acesso e da assinatura do
            contrato, guardados conforme o Marco Civil da Internet.
          </li>
        </ul>
        <h3>Para que usamos</h3>
        <ul>
          <li>
            executar o contrato de locação: análise da reserva, emissão do contrato, cobrança e acesso ao
            imóvel;
          </li>
          <li>cumprir obrigações legais e fiscais;</li>
          <li>prevenir fraudes e proteger a sua conta (legítimo interesse);</li>
          <li>
            enviar comunicações sobre as suas reservas e, com o seu consentimento, novidades da Estadia.
          </li>
        </ul>
        <h3>Com quem compartilhamos</h3>
        <p>
          Somente com quem participa da prestação do serviço (instituições de pagamento, emissão de boletos e
          Pix, serviços de e-mail e de hospedagem da plataforma) e com autoridades, quando a lei exigir. Não
          vendemos seus dados.
        </p>
        <h3>Por quanto tempo guardamos</h3>
        <p>
          Enquanto a sua conta estiver ativa. Quando você exclui a conta, apagamos na hora o cadastro (nome,
          e-mail, telefone, data de nascimento, CPF, RG, filiação e endereço), as cópias de documentos e fotos
          que você enviou e os hóspedes, placas e horários de chegada informados nas estadias. A LGPD permite
          guardar o que a lei nos obriga a manter (art. 16, I), e por isso ficam, só com a equipe que precisa
          deles:
        </p>
        <ul>
          <li>
            <strong>Contratos assinados, aditivos e vistorias</strong>, com a prova de cada assinatura: por 5
            anos depois do fim da locação, o prazo para cobrar dívidas de um contrato (Código Civil, art. 206,
            § 5º, I), para nos defendermos ou defendermos você num processo (LGPD, art. 7º, VI).
          </li>
          <li>
            <strong>Pagamentos, reembolsos e recibos:</strong> por 5 anos contados do início do ano seguinte
            ao pagamento, o prazo em que o Fisco pode conferir e cobrar tributos (Código Tributário Nacional,
            arts. 173 e 174).
          </li>
          <li>
            <strong>Registros de acesso</strong> (data, hora e IP de cada login): por 6 meses, como exige o
            Marco Civil da Internet (Lei nº 12.965/2014, art. 15).
          </li>
        </ul>
        <p>
          Cada registro guardado fica anotado com a sua base legal e a data em que poderá ser apagado; vencido
          o prazo, é eliminado.
        </p>
        <h3>Seus direitos</h3>
        <p>
          Você pode, a qualquer momento, pedir a confirmação do tratamento, o acesso, a correção, a
          portabilidade, a anonimização ou a eliminação dos seus dados, informações sobre o compartilhamento e
          a revogação do consentimento, nos termos do art. 18 da LGPD. Em{' '}
          <Link to="/dados-pessoais#meus-dados">Dados pessoais › Meus dados</Link> você mesmo corrige o
          cadastro, baixa uma cópia de todos os seus dados (um arquivo JSON, que outro serviço consegue ler) e
          exclui a conta, sem precisar pedir a ninguém. Para os demais pedidos, escreva para{' '}
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>; respondemos em até 15 dias.
        </p>
        <h3>Armazenamento no navegador</h3>
        <p>
          Usamos apenas o armazenamento local do navegador para o funcionamento do site: a sua sessão de
          acesso e a preferência de tema (claro ou escuro). Não usamos cookies de publicidade.
        </p>
        <h3>Segurança</h3>
        <p>
          As senhas são guardadas de forma criptografada, a comunicação com a plataforma é protegida e seus
          documentos só podem ser baixados por você. Se ocorrer um incidente de segurança que possa trazer
          risco relevante, comunicaremos você e a Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Alterações e foro',
    body: (
      <p>
        Estes termos podem ser atualizados. Quando houver mudança relevante, avisaremos pelo e-mail cadastrado
        antes de ela valer. Aplica-se a legislação brasileira, inclusive o Código de Defesa do Consumidor, e
        fica eleito o foro do domicílio do consumidor.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Termos de uso e política de privacidade"
      intro="As regras para usar a Estadia e como cuidamos dos seus dados pessoais, em linguagem direta."
      updatedAt="27/11/2026"
      sections={SECTIONS}
    />
  );
}
