// SPDX-License-Identifier: GPL-2.0
/*
 * Davicom DM9601 (0a46:9601), the chip whose driver takes its address in
 * bind(): dm9601_bind() resets the chip, reads the station address from
 * PAR (loaded from the EEPROM at power-on) and writes PAR only when that
 * address is invalid; the receive filter then passes unicast frames to PAR
 * only. Byte-wide registers behind vendor requests 0x00/0x01/0x03, an
 * EEPROM and the PHY behind EPCR/EPAR/EPDR, link in NSR on the interrupt
 * endpoint, one frame per bulk transfer. Names and requests are those of
 * drivers/net/usb/dm9601.c; "dm9601.c:N" points to the line that needs it.
 */
#include <string.h>

#include "emu.h"

/* requests (dm9601.c DM_READ_REGS ...) */
#define DM_READ_REGS 0x00
#define DM_WRITE_REGS 0x01
#define DM_WRITE_REG 0x03

/* registers */
#define NCR 0x00      /* network control: bit 0 RST */
#define NSR 0x01      /* network status: bit 6 LINKST, bit 7 SPEED (1: 10 Mbit/s) */
#define TSR1 0x03
#define TSR2 0x04
#define RCR 0x05      /* receive control */
#define RSR 0x06
#define ROCR 0x07
#define EPCR 0x0B     /* EEPROM/PHY control (DM_SHARED_CTRL) */
#define EPAR 0x0C     /* EEPROM/PHY address (DM_SHARED_ADDR) */
#define EPDRL 0x0D    /* data low, high at 0x0E (DM_SHARED_DATA) */
#define EPDRH 0x0E
#define PAR 0x10      /* physical address, 6 bytes (DM_PHY_ADDR) */
#define MAR 0x16      /* multicast hash, 8 bytes (DM_MCAST_ADDR) */
#define GPCR 0x1E     /* GPIO control (DM_GPR_CTRL) */
#define GPR 0x1F      /* GPIO data: bit 0 powers the PHY down (DM_GPR_DATA) */
#define VIDL 0x28
#define PIDL 0x2A
#define CHIPR 0x2C    /* DM_CHIP_ID: 0 is a DM9601 (ID_DM9601) */
#define RXC 0xF1
#define TXC 0xF2

#define NCR_RST 0x01
#define NSR_LINKST 0x40
#define NSR_SPEED 0x80
#define RCR_RXEN 0x01
#define RCR_PRMSC 0x02
#define RCR_ALL 0x08
#define EPCR_ERRE 0x01 /* busy */
#define EPCR_ERPRW 0x02
#define EPCR_ERPRR 0x04
#define EPCR_EPOS 0x08 /* 1: PHY, 0: EEPROM */
#define EPCR_WEP 0x10
#define RSR_MF 0x40

/*
 * USB: a full-speed (USB 1.1) device, 64-byte bulk endpoints and an
 * 8-byte interrupt endpoint (dm9601_status() wants 8 bytes); the endpoint
 * order is what usbnet_get_endpoints() finds. bcdDevice, strings and power
 * are values of this model.
 */
const struct usb_ids dm9601_ids = {
	.vid = 0x0a46, .pid = 0x9601, .bcd = 0x0101, .bcd_usb = 0x0110, .full_speed = 1,
	.ep0_mps = 8,
	.dev_class = 0x00, .dev_sub = 0x00, .dev_proto = 0x00,
	.if_class = 0xff, .if_sub = 0x00, .if_proto = 0x00,
	.ep_in = 0x81, .ep_out = 0x02, .ep_int = 0x83,
	.bulk_mps = 64, .int_mps = 8, .int_interval = 1,
	.cfg_attr = 0x80, .max_power = 90,
	.manufacturer = "Davicom", .product = "DM9601",
};

#define R(c, r) ((c)->regs8[(r)])

static void dm_power_on(struct chip *c)
{
	memset(c->regs8, 0, sizeof(c->regs8));
	R(c, VIDL) = 0x46;
	R(c, VIDL + 1) = 0x0a;
	R(c, PIDL) = 0x01;
	R(c, PIDL + 1) = 0x96;
	R(c, CHIPR) = 0; /* ID_DM9601 */
	R(c, GPCR) = 0x01;
	R(c, GPR) = 0x01; /* PHY powered down until the driver clears it (dm9601.c:442) */
	/* the EEPROM loader: words 0-2 into PAR; no EEPROM: --mac-chip-default */
	memcpy(&R(c, PAR), c->eeprom_mode == EEPROM_NONE ? c->mac_default : c->eeprom, 6);
}

static int phy_powered(const struct chip *c)
{
	return !(R(c, GPR) & 0x01);
}

static uint8_t nsr(const struct chip *c)
{
	uint8_t v = R(c, NSR) & (uint8_t)~(NSR_LINKST | NSR_SPEED);

	if (c->phy.link && phy_powered(c))
		v |= NSR_LINKST; /* 100 Mbit/s: SPEED clear */
	return v;
}

static int dm_reg_read(struct chip *c, uint32_t idx, uint32_t *val)
{
	uint8_t v;

	if (idx > 0xFF)
		return -1;
	c->reg_reads++;
	v = R(c, idx);
	switch (idx) {
	case NCR:
		v = (uint8_t)chip_busy_read(&c->lrst_left, v, NCR_RST);
		break;
	case NSR:
		v = nsr(c);
		break;
	case EPCR:
		v = (uint8_t)chip_busy_read(&c->e2p_left, v, EPCR_ERRE);
		break;
	}
	*val = v;
	return 0;
}

/* EPCR written: one word from/to the EEPROM or the PHY at EPAR (dm_read_shared_word()) */
static void dm_shared(struct chip *c, uint8_t cmd)
{
	int to_phy = (cmd & EPCR_EPOS) != 0;
	int reg = R(c, EPAR) & 0x3F, phyad = R(c, EPAR) >> 6;
	uint16_t w = 0xFFFF;

	if (!(cmd & (EPCR_ERPRR | EPCR_ERPRW)))
		return;
	c->e2p_left = c->busy_reads;
	if (cmd & EPCR_ERPRR) {
		if (to_phy && phyad == 1)
			w = phy_read(&c->phy, c->now, reg);
		else if (!to_phy && c->eeprom_mode != EEPROM_NONE)
			w = (uint16_t)(c->eeprom[2 * reg] | c->eeprom[2 * reg + 1] << 8);
		R(c, EPDRL) = (uint8_t)w;
		R(c, EPDRH) = (uint8_t)(w >> 8);
		if (!to_phy)
			log_ev("e2p", "suu", "cmd", "read", "addr", (unsigned)reg, "data", w);
		return;
	}
	w = (uint16_t)(R(c, EPDRL) | R(c, EPDRH) << 8);
	if (to_phy) {
		if (phyad == 1)
			phy_write(&c->phy, c->now, reg, w, c->busy_reads);
	} else if ((cmd & EPCR_WEP) && c->eeprom_mode != EEPROM_NONE) {
		c->eeprom[2 * reg] = (uint8_t)w;
		c->eeprom[2 * reg + 1] = (uint8_t)(w >> 8);
	}
}

static const char *dm_reg_name(uint32_t idx)
{
	switch (idx) {
	case NCR: return "NCR";
	case RCR: return "RCR";
	case GPR: return "GPR";
	}
	return NULL;
}

static int dm_reg_write(struct chip *c, uint32_t idx, uint32_t val)
{
	uint8_t v = (uint8_t)val, old;

	if (idx > 0xFF)
		return -1;
	c->reg_writes++;
	old = R(c, idx);
	switch (idx) {
	case NCR:
		if (v & NCR_RST) {
			/* software reset: control registers, not PAR, MAR or the GPIOs */
			R(c, NCR) = R(c, RCR) = R(c, EPCR) = R(c, EPAR) = 0;
			R(c, NSR) = 0;
			c->lrst_left = c->busy_reads;
			return 0;
		}
		R(c, NCR) = v;
		return 0;
	case NSR: /* WAKEST, TX2END, TX1END: write one to clear */
		R(c, NSR) &= (uint8_t)~(v & 0x2C);
		return 0;
	case TSR1:
	case TSR2:
	case RSR:
	case ROCR:
	case VIDL:
	case VIDL + 1:
	case PIDL:
	case PIDL + 1:
	case CHIPR:
	case RXC:
	case TXC:
		return 0; /* read-only */
	case EPCR:
		R(c, EPCR) = v & (uint8_t)~EPCR_ERRE;
		dm_shared(c, v);
		return 0;
	case RCR:
	case GPR:
		R(c, idx) = v;
		chip_note_change(c, idx, old, v);
		return 0;
	default:
		R(c, idx) = v;
		if (idx >= PAR && idx < PAR + 6) {
			c->addr_pair |= 1u << (idx - PAR);
			if (c->addr_pair == 0x3F) {
				c->addr_pair = 0;
				log_ev("mac", "sm", "regs", "PAR", "mac", &R(c, PAR));
			}
		}
		return 0;
	}
}

/* READ_REGS / WRITE_REGS (wIndex: first register, wLength: count), WRITE_REG (wValue) */
static int dm_vendor(struct chip *c, uint8_t rt, uint8_t req, uint16_t val, uint16_t idx,
		     uint16_t len, uint8_t *data)
{
	uint32_t v;

	if (req == DM_READ_REGS && rt == 0xC0 && len >= 1 && (uint32_t)idx + len <= 0x100) {
		for (uint16_t i = 0; i < len; i++) {
			chip_reg_read(c, (uint32_t)idx + i, &v);
			data[i] = (uint8_t)v;
		}
		return len;
	}
	if (req == DM_WRITE_REGS && rt == 0x40 && len >= 1 && (uint32_t)idx + len <= 0x100) {
		for (uint16_t i = 0; i < len; i++)
			chip_reg_write(c, (uint32_t)idx + i, data[i]);
		return len;
	}
	if (req == DM_WRITE_REG && rt == 0x40 && len == 0 && idx <= 0xFF) {
		chip_reg_write(c, idx, val & 0xFF);
		return 0;
	}
	log_ev("stall", "suux", "req", "vendor", "request", req, "type", rt, "index", idx);
	return -1;
}

/* NSR, TSR1, TSR2, RSR, ROCR, RXC, TXC, GPR (dm9601_status()): always 8 bytes */
static size_t dm_int_packet(struct chip *c, uint8_t *buf, size_t cap)
{
	if (cap < 8)
		return 0;
	buf[0] = nsr(c);
	buf[1] = R(c, TSR1);
	buf[2] = R(c, TSR2);
	buf[3] = R(c, RSR);
	buf[4] = R(c, ROCR);
	buf[5] = R(c, RXC);
	buf[6] = R(c, TXC);
	buf[7] = R(c, GPR);
	return 8;
}

static void dm_mac(const struct chip *c, uint8_t mac[6])
{
	memcpy(mac, &c->regs8[PAR], 6);
}

static int dm_tx_enabled(const struct chip *c)
{
	return phy_powered(c);
}

static int dm_rx_enabled(const struct chip *c)
{
	return (R(c, RCR) & RCR_RXEN) && phy_powered(c);
}

/*
 * RCR PRMSC passes all; multicast and broadcast pass with RCR ALL or their
 * bit of the 64-bit hash in MAR (ether_crc >> 26; the driver sets bit 63
 * for broadcast, dm9601.c:300); unicast passes only when it equals PAR.
 */
static int dm_rx_accepts(const struct chip *c, const uint8_t *d)
{
	uint8_t rcr = R(c, RCR);

	if (rcr & RCR_PRMSC)
		return 1;
	if (d[0] & 1) {
		uint32_t bit = ether_crc(d) >> 26;

		if (rcr & RCR_ALL)
			return 1;
		return (R(c, MAR + bit / 8) >> (bit % 8)) & 1;
	}
	return memcmp(d, &R(c, PAR), 6) == 0;
}

/* TX: 2-byte little-endian length, then that many bytes (dm9601_tx_fixup()) */
static int dm_tx_parse(struct chip *c, const uint8_t *buf, size_t len, frame_sink sink,
		       void *ctx)
{
	size_t fl;

	(void)c;
	if (len < 2)
		return -1;
	fl = (size_t)(buf[0] | buf[1] << 8);
	if (fl == 0 || fl > MAX_FRAME || fl != len - 2)
		return -1;
	sink(ctx, buf + 2, fl);
	return 1;
}

/* RX: status (RSR), length incl. CRC (little-endian), frame, CRC (dm9601_rx_fixup()) */
static size_t dm_rx_size(const struct chip *c, size_t len)
{
	(void)c;
	return 3 + len + 4;
}

static size_t dm_rx_pack(const struct chip *c, uint8_t *p, const uint8_t *frame, size_t len)
{
	size_t fl = len + 4;

	p[0] = (frame[0] & 1) ? RSR_MF : 0;
	p[1] = (uint8_t)fl;
	p[2] = (uint8_t)(fl >> 8);
	memcpy(p + 3, frame, len);
	put_le32(p + 3 + len, crc32_le(frame, len));
	return dm_rx_size(c, len);
}

static int dm_rx_multi(const struct chip *c)
{
	(void)c;
	return 0; /* usbnet hands dm9601_rx_fixup() one frame per transfer */
}

static size_t dm_rx_burst_bytes(const struct chip *c)
{
	(void)c;
	return 0;
}

const struct chip_model dm9601_model = {
	.name = "dm9601", .type = CHIP_DM9601, .usb = &dm9601_ids, .phy = &phy_dm9601,
	.addr_regs = "PAR",
	.power_on = dm_power_on, .reg_read = dm_reg_read, .reg_write = dm_reg_write,
	.vendor = dm_vendor, .int_packet = dm_int_packet, .mac = dm_mac,
	.tx_enabled = dm_tx_enabled, .rx_enabled = dm_rx_enabled, .rx_accepts = dm_rx_accepts,
	.tx_parse = dm_tx_parse, .rx_size = dm_rx_size, .rx_pack = dm_rx_pack,
	.rx_multi = dm_rx_multi, .rx_burst_bytes = dm_rx_burst_bytes, .reg_name = dm_reg_name,
};
