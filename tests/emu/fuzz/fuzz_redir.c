// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target: arbitrary bytes from the usb-guest (QEMU) side, fed in
 * chunks through usbredirparser_do_read() into the emulator's packet
 * handling, for both chips. The input is preceded by a valid hello (with
 * QEMU's capabilities) so that the fuzzer starts past the handshake; the
 * first input byte picks the chip and the chunk size.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <usbredirparser.h>

#include "emu.h"

struct feed {
	const uint8_t *p;
	size_t len, pos, chunk;
};

static uint8_t hello[256];
static size_t hello_len;
static uint64_t clock_ms;

static uint64_t fake_now(void)
{
	clock_ms += 7; /* time moves: autonegotiation and interrupt timers fire */
	return clock_ms;
}

static int feed_read(void *ctx, uint8_t *d, int count)
{
	struct feed *f = ctx;
	size_t n = f->len - f->pos;

	if (n > (size_t)count)
		n = (size_t)count;
	if (n > f->chunk)
		n = f->chunk;
	memcpy(d, f->p + f->pos, n);
	f->pos += n;
	return (int)n;
}

static int sink_write(void *ctx, uint8_t *d, int count)
{
	(void)ctx;
	(void)d;
	return count;
}

static int hello_write(void *priv, uint8_t *d, int count)
{
	(void)priv;
	if (hello_len + (size_t)count <= sizeof(hello)) {
		memcpy(hello + hello_len, d, (size_t)count);
		hello_len += (size_t)count;
	}
	return count;
}

static int null_read(void *priv, uint8_t *d, int count)
{
	(void)priv;
	(void)d;
	(void)count;
	return 0;
}

static void make_hello(void)
{
	uint32_t caps[USB_REDIR_CAPS_SIZE] = { 0 };
	struct usbredirparser *p = usbredirparser_create();

	p->read_func = null_read;
	p->write_func = hello_write;
	usbredirparser_caps_set_cap(caps, usb_redir_cap_connect_device_version);
	usbredirparser_caps_set_cap(caps, usb_redir_cap_filter);
	usbredirparser_caps_set_cap(caps, usb_redir_cap_ep_info_max_packet_size);
	usbredirparser_caps_set_cap(caps, usb_redir_cap_64bits_ids);
	usbredirparser_caps_set_cap(caps, usb_redir_cap_32bits_bulk_length);
	usbredirparser_caps_set_cap(caps, usb_redir_cap_bulk_receiving);
	usbredirparser_init(p, "qemu usb-redir guest fuzz", caps, USB_REDIR_CAPS_SIZE, 0);
	usbredirparser_do_write(p);
	usbredirparser_destroy(p);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct emu e;
	struct feed f;
	uint8_t *buf;
	int rounds = 0;

	if (!hello_len)
		make_hello();
	if (size < 1)
		return 0;
	buf = malloc(hello_len + size - 1);
	if (!buf)
		return 0;
	memcpy(buf, hello, hello_len);
	memcpy(buf + hello_len, data + 1, size - 1);
	f.p = buf;
	f.len = hello_len + size - 1;
	f.pos = 0;
	f.chunk = (data[0] & 0x7f) ? (size_t)(data[0] & 0x7f) * 13 : (size_t)-1;

	clock_ms = 0;
	/* bits 0, 3: the chip; 1, 2: EEPROM mode; 7: autonegotiation at once */
	if (emu_init(&e, (enum chip_type)((data[0] & 1) | ((data[0] >> 2) & 2)),
		     (data[0] & 2) ? EEPROM_MAC : (data[0] & 4) ? EEPROM_BLANK : EEPROM_NONE,
		     (const uint8_t *)"\x02\x00\x00\x00\x00\x01", NULL)) {
		free(buf);
		return 0;
	}
	chip_set_aneg_ms(&e.dev.chip, data[0] & 0x80 ? 0 : 20);
	e.read_fn = feed_read;
	e.write_fn = sink_write;
	e.io_ctx = &f;
	e.now_ms = fake_now;
	emu_start(&e);
	while (f.pos < f.len && rounds++ < 100000) {
		if (emu_do_read(&e) < 0)
			break;
		emu_do_write(&e);
	}
	emu_poll(&e);
	emu_do_write(&e);
	emu_free(&e);
	free(buf);
	return 0;
}
