// A local stand-in for MercadoPago.js v2 (https://sdk.mercadopago.com/js/v2), served by the fake
// Mercado Pago at /js/v2 because the real script cannot load without the internet. It offers the
// core methods Estadia's card form uses, with the signatures and answers of Mercado Pago's
// documentation, and calls the fake's API from the origin it was loaded from (the real script calls
// api.mercadopago.com) with the public key, as the real one does:
//   new MercadoPago(publicKey, { locale })
//   getIdentificationTypes()                        GET  /v1/identification_types
//   getPaymentMethods({ bin })                      GET  /v1/payment_methods/search   → { paging, results }
//   getIssuers({ paymentMethodId, bin })            GET  /v1/payment_methods/card_issuers
//   getInstallments({ amount, bin, paymentTypeId }) GET  /v1/payment_methods/installments
//   createCardToken({ cardNumber, cardholderName, cardExpirationMonth, cardExpirationYear,
//                     securityCode, identificationType, identificationNumber })
//                                                   POST /v1/card_tokens              → { id, ... }
// A refusal rejects the promise, as the real script does.

export const FAKE_MERCADO_PAGO_JS = `(function () {
  'use strict';
  var script = document.currentScript;
  var origin = new URL(script && script.src ? script.src : location.href).origin;

  function MercadoPago(publicKey, options) {
    if (!(this instanceof MercadoPago)) throw new TypeError('MercadoPago must be called with new');
    if (!publicKey) throw new Error('MercadoPago.js - Public key is required');
    this.publicKey = String(publicKey);
    this.locale = (options && options.locale) || 'pt-BR';
  }

  MercadoPago.prototype._call = function (method, path, params, body) {
    var url = new URL(origin + path);
    url.searchParams.set('public_key', this.publicKey);
    Object.keys(params || {}).forEach(function (name) {
      if (params[name] !== undefined && params[name] !== null) url.searchParams.set(name, String(params[name]));
    });
    return fetch(url.toString(), {
      method: method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) {
          var error = new Error((json && json.message) || 'MercadoPago.js request failed');
          error.cause = json && json.cause;
          throw error;
        }
        return json;
      });
    });
  };

  MercadoPago.prototype.getIdentificationTypes = function () {
    return this._call('GET', '/v1/identification_types');
  };

  MercadoPago.prototype.getPaymentMethods = function (options) {
    if (!options || !options.bin) return Promise.reject(new Error('MercadoPago.js - bin is required'));
    return this._call('GET', '/v1/payment_methods/search', { bins: options.bin, marketplace: 'NONE', status: 'active' });
  };

  MercadoPago.prototype.getIssuers = function (options) {
    if (!options || !options.paymentMethodId || !options.bin) {
      return Promise.reject(new Error('MercadoPago.js - paymentMethodId and bin are required'));
    }
    return this._call('GET', '/v1/payment_methods/card_issuers', {
      payment_method_id: options.paymentMethodId,
      bin: options.bin,
    });
  };

  MercadoPago.prototype.getInstallments = function (options) {
    if (!options || !options.amount || !options.bin) {
      return Promise.reject(new Error('MercadoPago.js - amount and bin are required'));
    }
    return this._call('GET', '/v1/payment_methods/installments', {
      amount: options.amount,
      bin: options.bin,
      payment_type_id: options.paymentTypeId || 'credit_card',
    });
  };

  MercadoPago.prototype.createCardToken = function (card) {
    card = card || {};
    return this._call('POST', '/v1/card_tokens', {}, {
      card_number: String(card.cardNumber || '').replace(/\\D/g, ''),
      security_code: String(card.securityCode || ''),
      expiration_month: Number(card.cardExpirationMonth),
      expiration_year: Number(String(card.cardExpirationYear || '').length === 2 ? '20' + card.cardExpirationYear : card.cardExpirationYear),
      cardholder: {
        name: card.cardholderName,
        identification: { type: card.identificationType, number: card.identificationNumber },
      },
    });
  };

  window.MercadoPago = MercadoPago;
})();
`;
