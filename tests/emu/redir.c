// SPDX-License-Identifier: GPL-2.0
/*
 * usbredir "usb-host" side: QEMU's usb-redir device (the usb-guest side)
 * sends hello, control, bulk and interrupt traffic; this file answers it
 * from the device model. Transport-agnostic: the caller supplies read and
 * write functions (a socket in main.c, memory in the tests and the fuzzer).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <usbredirfilter.h>
#include <usbredirparser.h>

#include "emu.h"

#define INT_RESEND_MS 100
#define MAX_PARSE_ERRORS 64

static struct emu *E(void *priv)
{
	return priv;
}

static void plog(void *priv, int level, const char *msg)
{
	(void)priv;
	if (level <= usbredirparser_warning)
		log_ev("usbredir", "us", "level", (unsigned)level, "msg", msg);
}

static int pread_cb(void *priv, uint8_t *data, int count)
{
	struct emu *e = E(priv);

	return e->read_fn(e->io_ctx, data, count);
}

static int pwrite_cb(void *priv, uint8_t *data, int count)
{
	struct emu *e = E(priv);

	return e->write_fn(e->io_ctx, data, count);
}

static uint64_t now(struct emu *e)
{
	return e->now_ms ? e->now_ms() : 0;
}

static void set_time(struct emu *e)
{
	e->dev.chip.now = now(e);
}

/* ---- device announce -------------------------------------------------------- */
/*
 * The endpoints of the configuration in use: control, bulk in and out on
 * interface @data_if, the interrupt endpoint (@int_mps bytes) on interface
 * 0. Index: (ep & 0x80) >> 3 | (ep & 0x0f).
 */
static void send_ep_info(struct emu *e, uint8_t data_if, uint16_t int_mps)
{
	const struct usb_ids *u = e->dev.ids;
	struct usb_redir_ep_info_header ep;

	memset(&ep, 0, sizeof(ep));
	memset(ep.type, usb_redir_type_invalid, sizeof(ep.type));
	ep.type[0] = ep.type[16] = usb_redir_type_control;
	ep.max_packet_size[0] = ep.max_packet_size[16] = 64;
	ep.type[16 | (u->ep_in & 0xf)] = usb_redir_type_bulk;
	ep.max_packet_size[16 | (u->ep_in & 0xf)] = u->bulk_mps;
	ep.interface[16 | (u->ep_in & 0xf)] = data_if;
	ep.type[u->ep_out & 0xf] = usb_redir_type_bulk;
	ep.max_packet_size[u->ep_out & 0xf] = u->bulk_mps;
	ep.interface[u->ep_out & 0xf] = data_if;
	ep.type[16 | (u->ep_int & 0xf)] = usb_redir_type_interrupt;
	ep.max_packet_size[16 | (u->ep_int & 0xf)] = int_mps;
	ep.interval[16 | (u->ep_int & 0xf)] = u->int_interval;
	usbredirparser_send_ep_info(e->parser, &ep);
}

/*
 * --ecm, configuration 2: its interfaces and endpoints, sent after the
 * set_configuration as usbredirhost does after each one (QEMU stops the
 * endpoints of an interface by these numbers at a set_alt_setting)
 */
static void send_ecm_info(struct emu *e)
{
	struct usb_redir_interface_info_header ii;

	memset(&ii, 0, sizeof(ii));
	ii.interface_count = 2;
	ii.interface[0] = 0;
	ii.interface_class[0] = 0x02; /* CDC, Ethernet */
	ii.interface_subclass[0] = 0x06;
	ii.interface[1] = 1;
	ii.interface_class[1] = 0x0a; /* CDC data */
	usbredirparser_send_interface_info(e->parser, &ii);
	send_ep_info(e, 1, USB_ECM_INT_MPS);
}

static void announce(struct emu *e)
{
	const struct usb_ids *u = e->dev.ids;
	struct usb_redir_interface_info_header ii;
	struct usb_redir_device_connect_header dc;

	memset(&ii, 0, sizeof(ii));
	ii.interface_count = 1;
	ii.interface[0] = 0;
	ii.interface_class[0] = u->if_class;
	ii.interface_subclass[0] = u->if_sub;
	ii.interface_protocol[0] = u->if_proto;
	if (e->dev.composite) { /* the second interface of usbdev_config_desc() */
		ii.interface_count = 2;
		ii.interface[1] = 1;
		ii.interface_class[1] = 0xff;
	}
	usbredirparser_send_interface_info(e->parser, &ii);

	send_ep_info(e, 0, u->int_mps);

	memset(&dc, 0, sizeof(dc));
	dc.speed = u->full_speed ? usb_redir_speed_full : usb_redir_speed_high;
	dc.device_class = u->dev_class;
	dc.device_subclass = u->dev_sub;
	dc.device_protocol = u->dev_proto;
	dc.vendor_id = u->vid;
	dc.product_id = u->pid;
	dc.device_version_bcd = u->bcd;
	usbredirparser_send_device_connect(e->parser, &dc);
	e->connected = 1;
	e->vendor_reqs = e->at_seen = 0;
	e->configured_once = 0;
	log_ev("connect", "xx", "vid", u->vid, "pid", u->pid);
}

static void cb_hello(void *priv, struct usb_redir_hello_header *h)
{
	struct emu *e = E(priv);
	char v[65];

	if (e->hello_seen) {
		e->proto_errors++;
		return;
	}
	memcpy(v, h->version, 64);
	v[64] = 0;
	e->hello_seen = 1;
	log_ev("hello", "s", "peer", v);
	announce(e);
}

static void cb_reset(void *priv)
{
	struct emu *e = E(priv);
	unsigned was = (unsigned)e->dev.config;

	/* a USB reset: the device's USB state returns to its default; the
	 * chip behind it as its model says (chip_usb_reset(): power-on for
	 * the SMSC and Davicom parts, the USB function only for the RTL8153) */
	set_time(e);
	chip_usb_reset(&e->dev.chip);
	e->dev.config = 0;
	e->dev.halt_in = e->dev.halt_out = e->dev.halt_int = 0;
	e->dev.remote_wakeup = 0;
	e->rxq_count = 0;
	e->txlen = 0;
	e->powered_down = 0;
	/* config: the configuration it had (0 at enumeration; a reset of a
	 * configured device is usb_reset_device(), a reset-resume, ...) */
	log_ev("usb_reset", "u", "config", was);
	/* new firmware after a reset: the descriptors say another device */
	if (e->configured_once && (e->fault_reset_pid >= 0 || e->fault_reset_bcd >= 0)) {
		e->ids_changed = *e->dev.ids;
		if (e->fault_reset_pid >= 0)
			e->ids_changed.pid = (uint16_t)e->fault_reset_pid;
		if (e->fault_reset_bcd >= 0)
			e->ids_changed.bcd = (uint16_t)e->fault_reset_bcd;
		e->dev.ids = &e->ids_changed;
		e->fault_reset_pid = e->fault_reset_bcd = -1;
		log_ev("fault", "sxx", "what", "ids changed", "pid", e->ids_changed.pid, "bcd",
		       e->ids_changed.bcd);
	}
}

/* ---- configuration ------------------------------------------------------------ */
static void cb_set_configuration(void *priv, uint64_t id,
				 struct usb_redir_set_configuration_header *h)
{
	struct emu *e = E(priv);
	struct usb_redir_configuration_status_header st;

	st.status = usb_redir_success;
	if (usbdev_set_config(&e->dev, h->configuration) < 0)
		st.status = usb_redir_stall;
	if (e->dev.config)
		e->configured_once = 1;
	st.configuration = (uint8_t)e->dev.config;
	usbredirparser_send_configuration_status(e->parser, id, &st);
	if (st.status == usb_redir_success && e->dev.chip.ecm_active)
		send_ecm_info(e);
	log_ev("config", "uu", "value", h->configuration, "status", st.status);
}

static void cb_get_configuration(void *priv, uint64_t id)
{
	struct emu *e = E(priv);
	struct usb_redir_configuration_status_header st = {
		.status = usb_redir_success,
		.configuration = (uint8_t)e->dev.config,
	};

	usbredirparser_send_configuration_status(e->parser, id, &st);
}

static void cb_set_alt(void *priv, uint64_t id, struct usb_redir_set_alt_setting_header *h)
{
	struct emu *e = E(priv);
	struct usb_redir_alt_setting_status_header st = {
		.status = usb_redir_success, .interface = h->interface, .alt = 0,
	};

	if (usbdev_set_alt(&e->dev, h->interface, h->alt) < 0) {
		st.status = usb_redir_stall;
		st.alt = 0xff;
	} else {
		st.alt = h->alt;
	}
	usbredirparser_send_alt_setting_status(e->parser, id, &st);
}

static void cb_get_alt(void *priv, uint64_t id, struct usb_redir_get_alt_setting_header *h)
{
	struct emu *e = E(priv);
	struct usb_redir_alt_setting_status_header st = {
		.status = usb_redir_success, .interface = h->interface, .alt = 0,
	};
	int alt = usbdev_get_alt(&e->dev, h->interface);

	if (alt < 0) {
		st.status = usb_redir_stall;
		st.alt = 0xff;
	} else {
		st.alt = (uint8_t)alt;
	}
	usbredirparser_send_alt_setting_status(e->parser, id, &st);
}

/* ---- streams we do not have ------------------------------------------------------ */
static void cb_start_iso(void *priv, uint64_t id, struct usb_redir_start_iso_stream_header *h)
{
	struct emu *e = E(priv);
	struct usb_redir_iso_stream_status_header st = { usb_redir_stall, h->endpoint };

	usbredirparser_send_iso_stream_status(e->parser, id, &st);
}

static void cb_stop_iso(void *priv, uint64_t id, struct usb_redir_stop_iso_stream_header *h)
{
	struct emu *e = E(priv);
	struct usb_redir_iso_stream_status_header st = { usb_redir_stall, h->endpoint };

	usbredirparser_send_iso_stream_status(e->parser, id, &st);
}

/* neither chip has bulk streams (a USB 3 feature): refuse both requests */
static void refuse_streams(void *priv, uint64_t id, uint32_t endpoints)
{
	struct emu *e = E(priv);
	struct usb_redir_bulk_streams_status_header st = {
		.endpoints = endpoints, .no_streams = 0, .status = usb_redir_inval,
	};

	usbredirparser_send_bulk_streams_status(e->parser, id, &st);
}

static void cb_alloc_streams(void *priv, uint64_t id,
			     struct usb_redir_alloc_bulk_streams_header *h)
{
	refuse_streams(priv, id, h->endpoints);
}

static void cb_free_streams(void *priv, uint64_t id,
			    struct usb_redir_free_bulk_streams_header *h)
{
	refuse_streams(priv, id, h->endpoints);
}

static void cb_start_bulk_recv(void *priv, uint64_t id,
			       struct usb_redir_start_bulk_receiving_header *h)
{
	struct emu *e = E(priv);
	struct usb_redir_bulk_receiving_status_header st = {
		.stream_id = h->stream_id, .endpoint = h->endpoint, .status = usb_redir_stall,
	};

	usbredirparser_send_bulk_receiving_status(e->parser, id, &st);
}

static void cb_stop_bulk_recv(void *priv, uint64_t id,
			      struct usb_redir_stop_bulk_receiving_header *h)
{
	struct emu *e = E(priv);
	struct usb_redir_bulk_receiving_status_header st = {
		.stream_id = h->stream_id, .endpoint = h->endpoint, .status = usb_redir_success,
	};

	usbredirparser_send_bulk_receiving_status(e->parser, id, &st);
}

static void cb_filter_filter(void *priv, struct usbredirfilter_rule *rules, int count)
{
	(void)priv;
	(void)count;
	usbredirfilter_free(rules);
}

static void cb_noop(void *priv)
{
	(void)priv;
}

static void cb_device_disconnect(void *priv)
{
	/* only a usb-host sends this; QEMU never should */
	E(priv)->proto_errors++;
}

static void peer_reply(void *ctx, const uint8_t *f, size_t n)
{
	emu_rx_frame(ctx, f, n);
}

/* ---- interrupt endpoint ----------------------------------------------------------- */
static void cb_start_int(void *priv, uint64_t id,
			 struct usb_redir_start_interrupt_receiving_header *h)
{
	struct emu *e = E(priv);
	struct usb_redir_interrupt_receiving_status_header st = {
		.status = usb_redir_success, .endpoint = h->endpoint,
	};

	if (h->endpoint != e->dev.ids->ep_int) {
		st.status = usb_redir_inval;
	} else {
		e->int_receiving = 1;
		e->int_last_len = 0; /* report a pending status at once */
	}
	usbredirparser_send_interrupt_receiving_status(e->parser, id, &st);
}

static void cb_stop_int(void *priv, uint64_t id,
			struct usb_redir_stop_interrupt_receiving_header *h)
{
	struct emu *e = E(priv);
	struct usb_redir_interrupt_receiving_status_header st = {
		.status = usb_redir_success, .endpoint = h->endpoint,
	};

	if (h->endpoint != e->dev.ids->ep_int)
		st.status = usb_redir_inval;
	else
		e->int_receiving = 0;
	usbredirparser_send_interrupt_receiving_status(e->parser, id, &st);
}

static void cb_interrupt_packet(void *priv, uint64_t id,
				struct usb_redir_interrupt_packet_header *h, uint8_t *data,
				int data_len)
{
	struct emu *e = E(priv);
	struct usb_redir_interrupt_packet_header r = { h->endpoint, usb_redir_inval, 0 };

	/* there is no interrupt OUT endpoint */
	usbredirparser_free_packet_data(e->parser, data);
	(void)data_len;
	usbredirparser_send_interrupt_packet(e->parser, id, &r, NULL, 0);
}

static void cb_iso_packet(void *priv, uint64_t id, struct usb_redir_iso_packet_header *h,
			  uint8_t *data, int data_len)
{
	struct emu *e = E(priv);

	(void)id;
	(void)h;
	(void)data_len;
	e->proto_errors++;
	usbredirparser_free_packet_data(e->parser, data);
}

static void cb_buffered_bulk(void *priv, uint64_t id,
			     struct usb_redir_buffered_bulk_packet_header *h, uint8_t *data,
			     int data_len)
{
	struct emu *e = E(priv);

	(void)id;
	(void)h;
	(void)data_len;
	e->proto_errors++;
	usbredirparser_free_packet_data(e->parser, data);
}

/* status and announce packets go from a usb-host to a usb-guest, not to us */
static void unexpected(void *priv)
{
	E(priv)->proto_errors++;
}
#define UNEXPECTED_ID(name, type)                                  \
	static void name(void *priv, uint64_t id, type *h)         \
	{                                                          \
		(void)id;                                          \
		(void)h;                                           \
		unexpected(priv);                                  \
	}
#define UNEXPECTED(name, type)                                     \
	static void name(void *priv, type *h)                      \
	{                                                          \
		(void)h;                                           \
		unexpected(priv);                                  \
	}
UNEXPECTED(cb_u_connect, struct usb_redir_device_connect_header)
UNEXPECTED(cb_u_ifinfo, struct usb_redir_interface_info_header)
UNEXPECTED(cb_u_epinfo, struct usb_redir_ep_info_header)
UNEXPECTED_ID(cb_u_cfgst, struct usb_redir_configuration_status_header)
UNEXPECTED_ID(cb_u_altst, struct usb_redir_alt_setting_status_header)
UNEXPECTED_ID(cb_u_isost, struct usb_redir_iso_stream_status_header)
UNEXPECTED_ID(cb_u_intst, struct usb_redir_interrupt_receiving_status_header)
UNEXPECTED_ID(cb_u_strst, struct usb_redir_bulk_streams_status_header)
UNEXPECTED_ID(cb_u_brst, struct usb_redir_bulk_receiving_status_header)

/* ---- control -------------------------------------------------------------------------- */
static void cb_control(void *priv, uint64_t id, struct usb_redir_control_packet_header *h,
		       uint8_t *data, int data_len)
{
	struct emu *e = E(priv);
	struct usb_redir_control_packet_header r = *h;
	uint8_t *buf = NULL;
	int in = (h->requesttype & 0x80) != 0, n;

	set_time(e);
	if (!e->connected || e->dying || e->powered_down) {
		/* gone (QEMU has not seen the device_disconnect yet), going, or
		 * without power since the last USB reset */
		e->dying_last = now(e);
		r.status = usb_redir_ioerror;
		r.length = 0;
		usbredirparser_send_control_packet(e->parser, id, &r, NULL, 0);
		goto out;
	}
	if ((h->requesttype & 0x60) == 0x40 &&
	    ((e->fault_disconnect_after >= 0 && e->vendor_reqs >= (unsigned)e->fault_disconnect_after) ||
	     (e->fault_at_index >= 0 && h->index == e->fault_at_index &&
	      e->at_seen + 1 >= (unsigned)e->fault_at_nth))) {
		const char *name = chip_reg_name(&e->dev.chip, h->index);

		/* drop off the bus in the middle of the driver's sequence: this
		 * request and every transfer after it fail, then the device
		 * detaches (emu_poll()) */
		log_ev("fault", "suxxs", "what", "disconnect", "after", e->vendor_reqs, "req",
		       h->request, "index", h->index, "reg", name ? name : "");
		e->fault_disconnect_after = e->fault_at_index = -1;
		e->dying = 1;
		e->dying_last = now(e);
		r.status = usb_redir_ioerror;
		r.length = 0;
		usbredirparser_send_control_packet(e->parser, id, &r, NULL, 0);
		goto out;
	}
	if ((h->requesttype & 0xe0) == 0x40 && e->fault_stall_index >= 0 &&
	    h->index == e->fault_stall_index &&
	    ++e->stall_seen >= (unsigned)e->fault_stall_nth) {
		const char *name = chip_reg_name(&e->dev.chip, h->index);

		/* a vendor write that fails once: nothing is written */
		log_ev("fault", "suxxs", "what", "stall", "after", e->vendor_reqs, "req",
		       h->request, "index", h->index, "reg", name ? name : "");
		e->fault_stall_index = -1;
		e->vendor_reqs++;
		r.status = usb_redir_stall;
		r.length = 0;
		usbredirparser_send_control_packet(e->parser, id, &r, NULL, 0);
		goto out;
	}
	if ((h->endpoint & 0x7f) != 0 || ((h->endpoint & 0x80) != 0) != in) {
		r.status = usb_redir_inval;
		r.length = 0;
		usbredirparser_send_control_packet(e->parser, id, &r, NULL, 0);
		goto out;
	}
	buf = calloc(1, (size_t)h->length + 4);
	if (!buf) {
		r.status = usb_redir_ioerror;
		r.length = 0;
		usbredirparser_send_control_packet(e->parser, id, &r, NULL, 0);
		goto out;
	}
	if (!in && data_len > 0)
		memcpy(buf, data, (size_t)data_len < h->length ? (size_t)data_len : h->length);
	n = usbdev_control(&e->dev, h->requesttype, h->request, h->value, h->index, h->length, buf);
	if ((h->requesttype & 0x60) == 0x40) {
		e->vendor_reqs++;
		if (h->index == e->fault_at_index)
			e->at_seen++;
	}
	if (n < 0) {
		r.status = usb_redir_stall;
		r.length = 0;
		usbredirparser_send_control_packet(e->parser, id, &r, NULL, 0);
	} else if (in) {
		r.status = usb_redir_success;
		r.length = (uint16_t)n;
		usbredirparser_send_control_packet(e->parser, id, &r, n ? buf : NULL, n);
	} else {
		r.status = usb_redir_success;
		r.length = h->length;
		usbredirparser_send_control_packet(e->parser, id, &r, NULL, 0);
	}
out:
	free(buf);
	usbredirparser_free_packet_data(e->parser, data);
	emu_poll(e);
}

/* ---- bulk -------------------------------------------------------------------------------- */
static void bulk_reply(struct emu *e, uint64_t id, uint8_t ep, uint8_t status, uint32_t len,
		       uint8_t *data, int data_len)
{
	struct usb_redir_bulk_packet_header r = {
		.endpoint = ep, .status = status, .length = (uint16_t)len, .stream_id = 0,
		.length_high = (uint16_t)(len >> 16),
	};

	usbredirparser_send_bulk_packet(e->parser, id, &r, data, data_len);
}

static void tx_sink(void *ctx, const uint8_t *f, size_t n)
{
	struct emu *e = ctx;
	uint16_t type = n >= 14 ? (uint16_t)(f[12] << 8 | f[13]) : 0;

	e->tx_frames++;
	if (n < 14) {
		log_ev("tx_runt", "u", "len", (unsigned)n);
		return;
	}
	log_ev("tx", "mmxu", "src", f + 6, "dst", f, "type", type, "len", (unsigned)n);
	peer_input(&e->peer, f, n, peer_reply, e);
}

static void tx_discard(void *ctx, const uint8_t *f, size_t n)
{
	(void)ctx;
	(void)f;
	(void)n;
}

/*
 * One bulk OUT packet from QEMU. xHCI hands over whole transfers; dwc2
 * (the Raspberry Pi's controller) hands over each max-packet-size packet
 * of a transfer on its own, as the wire carries them. A transfer ends
 * with a short packet: a packet that is a whole number of 64-byte
 * (full-speed) packets and does not parse as complete frames yet waits for
 * the rest of its transfer.
 */
static void tx_gather(struct emu *e, const uint8_t *data, size_t n)
{
	if (e->txlen + n > TX_GATHER_MAX) {
		log_ev("tx_malformed", "u", "len", (unsigned)(e->txlen + n));
		e->txlen = 0;
		return;
	}
	if (!e->txbuf) {
		e->txbuf = malloc(TX_GATHER_MAX);
		if (!e->txbuf) {
			log_ev("tx_malformed", "u", "len", (unsigned)n);
			return;
		}
	}
	if (n)
		memcpy(e->txbuf + e->txlen, data, n);
	e->txlen += n;
	if (n && n % 64 == 0 &&
	    frame_tx_parse(&e->dev.chip, e->txbuf, e->txlen, tx_discard, NULL) < 0)
		return;
	if (frame_tx_parse(&e->dev.chip, e->txbuf, e->txlen, tx_sink, e) < 0)
		log_ev("tx_malformed", "u", "len", (unsigned)e->txlen);
	e->txlen = 0;
}

static void cb_bulk(void *priv, uint64_t id, struct usb_redir_bulk_packet_header *h,
		    uint8_t *data, int data_len)
{
	struct emu *e = E(priv);
	const struct usb_ids *u = e->dev.ids;
	uint32_t len = h->length | (uint32_t)h->length_high << 16;

	set_time(e);
	if (!e->connected || e->dying) {
		e->dying_last = now(e);
		bulk_reply(e, id, h->endpoint, usb_redir_ioerror, 0, NULL, 0);
		goto out;
	}
	if (h->endpoint == u->ep_out) {
		if (e->dev.halt_out || !e->dev.config) {
			e->txlen = 0;
			bulk_reply(e, id, h->endpoint, usb_redir_stall, 0, NULL, 0);
			goto out;
		}
		if (!chip_tx_enabled(&e->dev.chip)) {
			e->txlen = 0;
			log_ev("tx_off", "u", "len", (unsigned)data_len);
		} else {
			tx_gather(e, data, data_len > 0 ? (size_t)data_len : 0);
		}
		bulk_reply(e, id, h->endpoint, usb_redir_success, (uint32_t)data_len, NULL, 0);
	} else if (h->endpoint == u->ep_in) {
		if (e->dev.halt_in || !e->dev.config || len == 0) {
			bulk_reply(e, id, h->endpoint, e->dev.halt_in || !e->dev.config ?
				   usb_redir_stall : usb_redir_success, 0, NULL, 0);
			goto out;
		}
		if (e->npend >= MAX_PENDING) {
			bulk_reply(e, id, h->endpoint, usb_redir_ioerror, 0, NULL, 0);
			goto out;
		}
		e->pend[e->npend].id = id;
		e->pend[e->npend].ep = h->endpoint;
		e->pend[e->npend].len = len;
		e->npend++;
	} else {
		/* no such bulk endpoint */
		bulk_reply(e, id, h->endpoint, usb_redir_inval, 0, NULL, 0);
	}
out:
	usbredirparser_free_packet_data(e->parser, data);
	emu_poll(e);
}

static void cb_cancel(void *priv, uint64_t id)
{
	struct emu *e = E(priv);

	for (int i = 0; i < e->npend; i++) {
		if (e->pend[i].id != id)
			continue;
		bulk_reply(e, id, e->pend[i].ep, usb_redir_cancelled, 0, NULL, 0);
		memmove(&e->pend[i], &e->pend[i + 1], sizeof(e->pend[0]) * (size_t)(e->npend - i - 1));
		e->npend--;
		return;
	}
}

/* ---- receive path -------------------------------------------------------------------------- */
void emu_rx_frame(struct emu *e, const uint8_t *f, size_t n)
{
	struct chip *c = &e->dev.chip;
	struct rxq_ent *q;

	if (n < 14 || n > sizeof(q->data))
		return;
	if (!chip_rx_enabled(c)) {
		e->rx_dropped++;
		log_ev("rx_drop", "smu", "why", "receiver off", "dst", f, "len", (unsigned)n);
		return;
	}
	if (!chip_rx_accepts(c, f)) {
		e->rx_dropped++;
		log_ev("rx_drop", "smu", "why", "address filter", "dst", f, "len", (unsigned)n);
		return;
	}
	if (e->rxq_count >= MAX_RXQ) {
		e->rx_dropped++;
		log_ev("rx_drop", "smu", "why", "fifo full", "dst", f, "len", (unsigned)n);
		return;
	}
	q = &e->rxq[(e->rxq_head + e->rxq_count) % MAX_RXQ];
	memset(q->data, 0, 60);
	memcpy(q->data, f, n);
	q->len = (uint16_t)(n < 60 ? 60 : n); /* the MAC pads short frames */
	e->rxq_count++;
}

static void service_rx(struct emu *e)
{
	struct chip *c = &e->dev.chip;

	while (e->npend > 0 && e->rxq_count > 0) {
		struct pending_in p = e->pend[0];
		size_t cap = p.len < MAX_BULK_IN ? p.len : MAX_BULK_IN;
		size_t burst = chip_rx_burst_bytes(c), used = 0;
		uint8_t *buf;
		int frames = 0;

		if (burst && burst < cap)
			cap = burst;
		buf = malloc(cap);
		if (!buf)
			return;
		while (e->rxq_count > 0) {
			struct rxq_ent *q = &e->rxq[e->rxq_head];
			size_t n = frame_rx_pack(c, buf, used, cap, q->data, q->len);

			if (!n && used)
				break;
			if (!n) {
				e->rx_dropped++;
				log_ev("rx_drop", "smu", "why", "larger than the transfer", "dst",
				       q->data, "len", (unsigned)q->len);
			} else {
				used += n;
				frames++;
				e->rx_frames++;
				log_ev("rx", "mmu", "src", q->data + 6, "dst", q->data, "len",
				       (unsigned)q->len);
			}
			e->rxq_head = (e->rxq_head + 1) % MAX_RXQ;
			e->rxq_count--;
			if (n && !chip_rx_multi(c))
				break;
		}
		if (!used) {
			free(buf);
			continue;
		}
		bulk_reply(e, p.id, p.ep, usb_redir_success, (uint32_t)used, buf, (int)used);
		free(buf);
		memmove(&e->pend[0], &e->pend[1], sizeof(e->pend[0]) * (size_t)(e->npend - 1));
		e->npend--;
		(void)frames;
	}
}

/* ---- public ---------------------------------------------------------------------------- */
void emu_poll(struct emu *e)
{
	uint64_t t = now(e);
	uint8_t pkt[sizeof(e->int_last)];
	size_t n;

	if (!e->parser)
		return;
	if (e->dying) {
		if (t - e->dying_last >= FAULT_QUIET_MS) {
			e->dying = 0;
			emu_unplug(e, "fault");
		}
		return;
	}
	e->dev.chip.now = t;
	n = chip_int_packet(&e->dev.chip, pkt, sizeof(pkt));
	if (!n) {
		e->int_last_len = 0;
	} else if (e->int_receiving && !e->dev.halt_int) {
		int changed = n != e->int_last_len || memcmp(pkt, e->int_last, n) != 0;

		if (changed || t - e->int_last_sent >= INT_RESEND_MS) {
			struct usb_redir_interrupt_packet_header h = {
				.endpoint = e->dev.ids->ep_int, .status = usb_redir_success,
				.length = (uint16_t)n,
			};

			usbredirparser_send_interrupt_packet(e->parser, 0, &h, pkt, (int)n);
			memcpy(e->int_last, pkt, n);
			e->int_last_len = n;
			e->int_last_sent = t;
			e->int_sent++;
			if (changed)
				log_ev("int", "x", "sts", get_le32(pkt));
		}
	}
	service_rx(e);
}

int emu_next_timeout(struct emu *e)
{
	int t = chip_next_timeout(&e->dev.chip);
	uint64_t n = now(e);

	if (e->dying) {
		uint64_t due = e->dying_last + FAULT_QUIET_MS;

		return due > n ? (int)(due - n) : 0;
	}

	if (e->int_receiving && e->int_last_len) {
		uint64_t due = e->int_last_sent + INT_RESEND_MS;
		int d = due > n ? (int)(due - n) : 0;

		if (t < 0 || d < t)
			t = d;
	}
	return t;
}

int emu_init(struct emu *e, enum chip_type t, enum eeprom_mode m, const uint8_t *eeprom_mac,
	     const uint8_t *mac_default)
{
	memset(e, 0, sizeof(*e));
	e->dev.ids = usb_ids_for(t);
	chip_init(&e->dev.chip, t, m, eeprom_mac, mac_default);
	e->rxq = calloc(MAX_RXQ, sizeof(*e->rxq));
	if (!e->rxq)
		return -1;
	e->fault_disconnect_after = e->fault_reset_pid = e->fault_reset_bcd = -1;
	e->fault_at_index = -1;
	e->fault_at_nth = 1;
	e->fault_stall_index = -1;
	e->fault_stall_nth = 1;
	memcpy(e->peer.mac, "\x52\x55\x0a\x00\x02\x02", 6);
	memcpy(e->peer.ip, "\x0a\x00\x02\x02", 4);
	e->peer.prefix = 24;
	return 0;
}

int emu_start(struct emu *e)
{
	uint32_t caps[USB_REDIR_CAPS_SIZE] = { 0 };
	struct usbredirparser *p = usbredirparser_create();

	if (!p)
		return -1;
	p->priv = e;
	p->log_func = plog;
	p->read_func = pread_cb;
	p->write_func = pwrite_cb;
	p->hello_func = cb_hello;
	p->device_connect_func = cb_u_connect;
	p->device_disconnect_func = cb_device_disconnect;
	p->reset_func = cb_reset;
	p->interface_info_func = cb_u_ifinfo;
	p->ep_info_func = cb_u_epinfo;
	p->set_configuration_func = cb_set_configuration;
	p->get_configuration_func = cb_get_configuration;
	p->configuration_status_func = cb_u_cfgst;
	p->set_alt_setting_func = cb_set_alt;
	p->get_alt_setting_func = cb_get_alt;
	p->alt_setting_status_func = cb_u_altst;
	p->start_iso_stream_func = cb_start_iso;
	p->stop_iso_stream_func = cb_stop_iso;
	p->iso_stream_status_func = cb_u_isost;
	p->start_interrupt_receiving_func = cb_start_int;
	p->stop_interrupt_receiving_func = cb_stop_int;
	p->interrupt_receiving_status_func = cb_u_intst;
	p->alloc_bulk_streams_func = cb_alloc_streams;
	p->free_bulk_streams_func = cb_free_streams;
	p->bulk_streams_status_func = cb_u_strst;
	p->cancel_data_packet_func = cb_cancel;
	p->control_packet_func = cb_control;
	p->bulk_packet_func = cb_bulk;
	p->iso_packet_func = cb_iso_packet;
	p->interrupt_packet_func = cb_interrupt_packet;
	p->filter_reject_func = cb_noop;
	p->filter_filter_func = cb_filter_filter;
	p->device_disconnect_ack_func = cb_noop;
	p->start_bulk_receiving_func = cb_start_bulk_recv;
	p->stop_bulk_receiving_func = cb_stop_bulk_recv;
	p->bulk_receiving_status_func = cb_u_brst;
	p->buffered_bulk_packet_func = cb_buffered_bulk;

	usbredirparser_caps_set_cap(caps, usb_redir_cap_connect_device_version);
	usbredirparser_caps_set_cap(caps, usb_redir_cap_ep_info_max_packet_size);
	usbredirparser_caps_set_cap(caps, usb_redir_cap_64bits_ids);
	usbredirparser_caps_set_cap(caps, usb_redir_cap_32bits_bulk_length);
	e->parser = p;
	usbredirparser_init(p, "lan95xx-emu 1.0", caps, USB_REDIR_CAPS_SIZE,
			    usbredirparser_fl_usb_host);
	return 0;
}

/* ---- faults ------------------------------------------------------------------------------ */
static int fault_hex(const char *s, int *out)
{
	char *end;
	unsigned long v;

	if (!*s)
		return -1;
	v = strtoul(s, &end, 16);
	if (*end || v > 0xffff || *s == '-' || *s == '+')
		return -1;
	*out = (int)v;
	return 0;
}

int emu_fault_parse(struct emu *e, const char *spec)
{
	static const char da[] = "disconnect-after=", at[] = "disconnect-at=";
	static const char sw[] = "stall-write-at=";
	static const char rp[] = "reset-pid=", rb[] = "reset-bcd=";

	if (!strncmp(spec, da, sizeof(da) - 1)) {
		const char *v = spec + sizeof(da) - 1;
		char *end;
		long n;

		if (*v < '0' || *v > '9')
			return -1;
		n = strtol(v, &end, 10);
		if (*end || n > 1000000)
			return -1;
		e->fault_disconnect_after = (int)n;
		return 0;
	}
	if (!strncmp(spec, at, sizeof(at) - 1) || !strncmp(spec, sw, sizeof(sw) - 1)) {
		int stall = !strncmp(spec, sw, sizeof(sw) - 1);
		char idx[8];
		const char *v = spec + (stall ? sizeof(sw) : sizeof(at)) - 1, *colon = strchr(v, ':');
		size_t n = colon ? (size_t)(colon - v) : strlen(v);
		int k = 1;

		if (n >= sizeof(idx))
			return -1;
		memcpy(idx, v, n);
		idx[n] = 0;
		if (colon) {
			char *end;
			long l;

			if (colon[1] < '0' || colon[1] > '9')
				return -1;
			l = strtol(colon + 1, &end, 10);
			if (*end || l < 1 || l > 1000000)
				return -1;
			k = (int)l;
		}
		if (fault_hex(idx, stall ? &e->fault_stall_index : &e->fault_at_index))
			return -1;
		*(stall ? &e->fault_stall_nth : &e->fault_at_nth) = k;
		return 0;
	}
	if (!strncmp(spec, rp, sizeof(rp) - 1))
		return fault_hex(spec + sizeof(rp) - 1, &e->fault_reset_pid);
	if (!strncmp(spec, rb, sizeof(rb) - 1))
		return fault_hex(spec + sizeof(rb) - 1, &e->fault_reset_bcd);
	return -1;
}

void emu_unplug(struct emu *e, const char *why)
{
	if (!e->parser || !e->connected)
		return;
	usbredirparser_send_device_disconnect(e->parser);
	e->connected = 0;
	/* what QEMU asked for is gone with the device */
	e->npend = 0;
	e->int_receiving = 0;
	e->int_last_len = 0;
	e->rxq_count = 0;
	e->txlen = 0;
	log_ev("unplug", "su", "why", why, "vendor_reqs", e->vendor_reqs);
}

void emu_power_loss(struct emu *e)
{
	if (!e->parser || !e->connected)
		return;
	set_time(e);
	chip_power_on_reset(&e->dev.chip);
	e->dev.config = 0;
	e->dev.halt_in = e->dev.halt_out = e->dev.halt_int = 0;
	e->dev.remote_wakeup = 0;
	e->rxq_count = 0;
	e->txlen = 0;
	e->powered_down = 1;
	log_ev("power_loss", "");
}

void emu_replug(struct emu *e)
{
	if (!e->parser || e->connected || !e->hello_seen)
		return;
	/* plugged in again: powered on from scratch */
	set_time(e);
	chip_power_on_reset(&e->dev.chip);
	e->dev.config = 0;
	e->dev.halt_in = e->dev.halt_out = e->dev.halt_int = 0;
	e->dev.remote_wakeup = 0;
	log_ev("replug", "");
	announce(e);
}

int emu_do_read(struct emu *e)
{
	int r = usbredirparser_do_read(e->parser);

	if (r == usbredirparser_read_parse_error) {
		e->parse_errors++;
		log_ev("parse_error", "u", "count", e->parse_errors);
		if (e->parse_errors > MAX_PARSE_ERRORS)
			return -1;
		r = 0;
	}
	emu_poll(e);
	return r < 0 ? -1 : 0;
}

int emu_do_write(struct emu *e)
{
	return usbredirparser_do_write(e->parser);
}

int emu_has_output(struct emu *e)
{
	return usbredirparser_has_data_to_write(e->parser) > 0;
}

void emu_free(struct emu *e)
{
	if (e->parser)
		usbredirparser_destroy(e->parser);
	e->parser = NULL;
	free(e->rxq);
	e->rxq = NULL;
	free(e->txbuf);
	e->txbuf = NULL;
	e->txlen = 0;
}
