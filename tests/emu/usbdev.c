// SPDX-License-Identifier: GPL-2.0
/*
 * The USB device: descriptors of the real parts and control requests
 * (standard ones and the vendor register access of both drivers).
 */
#include <string.h>

#include "emu.h"

#define REQ_GET_STATUS 0
#define REQ_CLEAR_FEATURE 1
#define REQ_SET_FEATURE 3
#define REQ_GET_DESCRIPTOR 6
#define REQ_GET_CONFIGURATION 8
#define REQ_SET_CONFIGURATION 9
#define REQ_GET_INTERFACE 10
#define REQ_SET_INTERFACE 11

const struct usb_ids *usb_ids_for(enum chip_type t)
{
	return chip_model_for(t)->usb;
}

/* the device descriptor (USB 2.0 9.6.1) or the device qualifier (9.6.2) */
static size_t device_desc(const struct usbdev *d, uint8_t *o, int qualifier)
{
	const struct usb_ids *u = d->ids;

	if (qualifier) {
		uint8_t q[10] = { 10, 6, 0x00, 0x02, u->dev_class, u->dev_sub, u->dev_proto,
				  64, d->ecm ? 2 : 1, 0 };

		memcpy(o, q, sizeof(q));
		return sizeof(q);
	}
	{
		uint8_t dd[18] = {
			18, 1, (uint8_t)u->bcd_usb, (uint8_t)(u->bcd_usb >> 8),
			u->dev_class, u->dev_sub, u->dev_proto, u->ep0_mps,
			(uint8_t)u->vid, (uint8_t)(u->vid >> 8), (uint8_t)u->pid, (uint8_t)(u->pid >> 8),
			(uint8_t)u->bcd, (uint8_t)(u->bcd >> 8),
			(uint8_t)(u->manufacturer ? 1 : 0), (uint8_t)(u->product ? 2 : 0), 0,
			d->ecm ? 2 : 1,
		};

		memcpy(o, dd, sizeof(dd));
		return sizeof(dd);
	}
}

size_t usbdev_config_desc(const struct usbdev *d, uint8_t *o, size_t cap, int other_speed)
{
	const struct usb_ids *u = d->ids;
	uint16_t mps = other_speed ? 64 : u->bulk_mps;
	uint8_t interval = other_speed && !u->full_speed ? 1 : u->int_interval;
	size_t total = 39 + (d->composite ? USB_COMPOSITE_IF_LEN : 0);
	uint8_t c[39] = {
		9, other_speed ? 7 : 2, (uint8_t)total, 0, d->composite ? 2 : 1, 1, 0,
		u->cfg_attr, u->max_power,
		9, 4, 0, 0, 3, u->if_class, u->if_sub, u->if_proto, 0,
		7, 5, u->ep_in, 2, (uint8_t)mps, (uint8_t)(mps >> 8), 0,
		7, 5, u->ep_out, 2, (uint8_t)mps, (uint8_t)(mps >> 8), 0,
		7, 5, u->ep_int, 3, (uint8_t)u->int_mps, (uint8_t)(u->int_mps >> 8), interval,
	};
	/* --composite: interface 1, vendor-specific, no endpoints */
	static const uint8_t second[USB_COMPOSITE_IF_LEN] = { 9, 4, 1, 0, 0, 0xff, 0x00, 0x00, 0 };

	if (cap < total)
		return 0;
	memcpy(o, c, sizeof(c));
	if (d->composite)
		memcpy(o + sizeof(c), second, sizeof(second));
	return total;
}

/*
 * --ecm: configuration 2, what the RTL8153 offers besides its vendor
 * configuration (r8152's rtl8152_cfgselector_choose_configuration() looks
 * for the vendor one; without it USB core's usb_choose_configuration()
 * prefers this one, whose first interface is no vendor class): CDC
 * Ethernet (usbnet_cdc_bind(): header, union 0 -> 1, Ethernet networking
 * functional descriptor with iMACAddress 3), the notification endpoint
 * (interrupt IN, 16 bytes), the data interface 1 with alternate setting 0
 * (no endpoints) and 1 (bulk IN and OUT). The endpoint numbers are those
 * of configuration 1. wMaxSegmentSize 1514; no multicast filters, no
 * power filters, no statistics: values of this model.
 */
size_t usbdev_ecm_config_desc(const struct usbdev *d, uint8_t *o, size_t cap, int other_speed)
{
	const struct usb_ids *u = d->ids;
	uint16_t mps = other_speed ? 64 : u->bulk_mps;
	uint8_t interval = other_speed ? 1 : u->int_interval;
	const uint8_t c[USB_ECM_CONFIG_LEN] = {
		9, other_speed ? 7 : 2, USB_ECM_CONFIG_LEN, 0, 2, 2, 0, u->cfg_attr, u->max_power,
		9, 4, 0, 0, 1, 0x02, 0x06, 0x00, 0,           /* CDC Ethernet control */
		5, 0x24, 0x00, 0x10, 0x01,                    /* header, CDC 1.10 */
		5, 0x24, 0x06, 0, 1,                          /* union: 0 controls 1 */
		13, 0x24, 0x0f, 3, 0, 0, 0, 0, 0xea, 0x05, 0, 0, 0, /* Ethernet networking */
		7, 5, u->ep_int, 3, USB_ECM_INT_MPS, 0, interval,
		9, 4, 1, 0, 0, 0x0a, 0x00, 0x00, 0,           /* data, alt 0: no endpoints */
		9, 4, 1, 1, 2, 0x0a, 0x00, 0x00, 0,           /* data, alt 1 */
		7, 5, u->ep_in, 2, (uint8_t)mps, (uint8_t)(mps >> 8), 0,
		7, 5, u->ep_out, 2, (uint8_t)mps, (uint8_t)(mps >> 8), 0,
	};

	if (cap < sizeof(c))
		return 0;
	memcpy(o, c, sizeof(c));
	return sizeof(c);
}

/* an interface of the configuration: 0, and 1 on a composite device or
 * in the ECM configuration */
static int usbdev_has_interface(const struct usbdev *d, uint16_t idx)
{
	return idx == 0 || ((d->composite || d->chip.ecm_active) && idx == 1);
}

int usbdev_set_config(struct usbdev *d, unsigned value)
{
	if (value > (d->ecm ? 2u : 1u))
		return -1;
	d->config = (int)value;
	d->chip.ecm_active = value == 2;
	d->chip.ecm_alt = 0;
	d->halt_in = d->halt_out = d->halt_int = 0;
	return 0;
}

int usbdev_set_alt(struct usbdev *d, unsigned intf, unsigned alt)
{
	if (!d->config || !usbdev_has_interface(d, (uint16_t)intf))
		return -1;
	if (d->chip.ecm_active && intf == 1) {
		if (alt > 1)
			return -1;
		d->chip.ecm_alt = (int)alt; /* alt 1: the bulk endpoints */
		d->halt_in = d->halt_out = 0;
		return 0;
	}
	if (alt != 0)
		return -1;
	if (intf == 0 && !d->chip.ecm_active) /* interface 1 has no endpoints */
		d->halt_in = d->halt_out = d->halt_int = 0;
	if (intf == 0 && d->chip.ecm_active)
		d->halt_int = 0;
	return 0;
}

int usbdev_get_alt(const struct usbdev *d, unsigned intf)
{
	if (!d->config || !usbdev_has_interface(d, (uint16_t)intf))
		return -1;
	return d->chip.ecm_active && intf == 1 ? d->chip.ecm_alt : 0;
}

static int string_desc(const struct usbdev *d, int idx, uint8_t *o, size_t cap)
{
	const char *s;
	size_t n;

	if (idx == 0) {
		uint8_t l[4] = { 4, 3, 0x09, 0x04 };

		if (cap < 4)
			return -1;
		memcpy(o, l, 4);
		return 4;
	}
	if (idx == 3 && d->ecm) {
		/* iMACAddress of the ECM configuration: 12 hex digits, the
		 * address the chip filters on (PLA_IDR) */
		uint8_t mac[6];
		static const char hex[] = "0123456789ABCDEF";

		if (cap < 26)
			return -1;
		chip_mac(&d->chip, mac);
		o[0] = 26;
		o[1] = 3;
		for (int i = 0; i < 12; i++) {
			o[2 + 2 * i] = (uint8_t)hex[(mac[i / 2] >> (i % 2 ? 0 : 4)) & 0xf];
			o[3 + 2 * i] = 0;
		}
		return 26;
	}
	s = idx == 1 ? d->ids->manufacturer : idx == 2 ? d->ids->product : NULL;
	if (!s)
		return -1;
	n = strlen(s);
	if (cap < 2 + 2 * n)
		return -1;
	o[0] = (uint8_t)(2 + 2 * n);
	o[1] = 3;
	for (size_t i = 0; i < n; i++) {
		o[2 + 2 * i] = (uint8_t)s[i];
		o[3 + 2 * i] = 0;
	}
	return (int)(2 + 2 * n);
}

static int *ep_halt(struct usbdev *d, uint16_t ep)
{
	if (ep == d->ids->ep_in)
		return &d->halt_in;
	if (ep == d->ids->ep_out)
		return &d->halt_out;
	if (ep == d->ids->ep_int)
		return &d->halt_int;
	return NULL;
}

int usbdev_control(struct usbdev *d, uint8_t rt, uint8_t req, uint16_t val, uint16_t idx,
		   uint16_t len, uint8_t *data)
{
	uint8_t buf[256];
	int n;

	switch (rt & 0x60) {
	case 0x40: /* vendor */
		if ((rt & 0x1f) != 0)
			return -1;
		return d->chip.model->vendor(&d->chip, rt, req, val, idx, len, data);
	case 0x20: /* class: CDC SET_ETHERNET_PACKET_FILTER (0x43) to the ECM control interface */
		if (rt != 0x21 || req != 0x43 || idx != 0 || len != 0 || !d->chip.ecm_active)
			return -1;
		d->chip.ecm_filter = val;
		log_ev("ecm_filter", "x", "filter", val);
		return 0;
	case 0x00: /* standard */
		break;
	default:
		return -1;
	}

	switch (req) {
	case REQ_GET_STATUS:
		if (!(rt & 0x80) || len < 2)
			return -1;
		data[0] = data[1] = 0;
		switch (rt & 0x1f) {
		case 0:
			data[0] = (uint8_t)(((d->ids->cfg_attr & 0x40) ? 1 : 0) |
					    (d->remote_wakeup ? 2 : 0));
			break;
		case 1:
			if (!usbdev_has_interface(d, idx))
				return -1;
			break;
		case 2: {
			int *h = ep_halt(d, idx);

			if (idx == 0 || idx == 0x80)
				break;
			if (!h)
				return -1;
			data[0] = (uint8_t)*h;
			break;
		}
		default:
			return -1;
		}
		return 2;
	case REQ_CLEAR_FEATURE:
	case REQ_SET_FEATURE:
		if (rt & 0x80)
			return -1;
		if ((rt & 0x1f) == 0 && val == 1) { /* DEVICE_REMOTE_WAKEUP */
			d->remote_wakeup = req == REQ_SET_FEATURE;
			return 0;
		}
		if ((rt & 0x1f) == 2 && val == 0) { /* ENDPOINT_HALT */
			int *h = ep_halt(d, idx);

			if (!h)
				return (idx == 0 || idx == 0x80) ? 0 : -1;
			*h = req == REQ_SET_FEATURE;
			return 0;
		}
		if ((rt & 0x1f) == 0 && val == 2) /* TEST_MODE: accepted, no effect */
			return 0;
		return -1;
	case REQ_GET_DESCRIPTOR:
		if (rt != 0x80)
			return -1;
		switch (val >> 8) {
		case 1:
			n = (int)device_desc(d, buf, 0);
			break;
		case 2:
		case 7:
			if ((val >> 8) == 7 && d->ids->full_speed)
				return -1;
			if ((val & 0xff) == 1 && d->ecm)
				n = (int)usbdev_ecm_config_desc(d, buf, sizeof(buf), (val >> 8) == 7);
			else if ((val & 0xff) == 0)
				n = (int)usbdev_config_desc(d, buf, sizeof(buf), (val >> 8) == 7);
			else
				return -1;
			break;
		case 3:
			n = string_desc(d, val & 0xff, buf, sizeof(buf));
			if (n < 0)
				return -1;
			break;
		case 6:
			if (d->ids->full_speed)
				return -1; /* a full-speed-only device has no qualifier */
			n = (int)device_desc(d, buf, 1);
			break;
		default:
			return -1;
		}
		if (n > len)
			n = len;
		memcpy(data, buf, (size_t)n);
		return n;
	case REQ_GET_CONFIGURATION:
		if (rt != 0x80 || len < 1)
			return -1;
		data[0] = (uint8_t)d->config;
		return 1;
	case REQ_SET_CONFIGURATION:
		if (rt != 0x00)
			return -1;
		return usbdev_set_config(d, val);
	case REQ_GET_INTERFACE:
		if (rt != 0x81 || len < 1 || usbdev_get_alt(d, idx) < 0)
			return -1;
		data[0] = (uint8_t)usbdev_get_alt(d, idx);
		return 1;
	case REQ_SET_INTERFACE:
		if (rt != 0x01)
			return -1;
		return usbdev_set_alt(d, idx, val);
	}
	return -1;
}
