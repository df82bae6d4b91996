// SPDX-License-Identifier: GPL-2.0
/*
 * Realtek RTL8153 (0bda:8153), the onboard NIC of the NanoPi R2S and most
 * current Rockchip boards, as r8152 drives it. Two OCP register spaces
 * (PLA, the MAC, and USB) behind one vendor request with byte enables in
 * wIndex, the PHY behind an OCP window in PLA, the station address in
 * PLA_IDR writable only under the PLA_CRWECR configuration lock, the chip's
 * own address in PLA_BACKUP, link in PLA_PHYSTATUS, the PHY's BMSR (7.3's
 * set_carrier()) and on the interrupt endpoint, a USB reset that leaves
 * MAC and PHY as they were (r53_usb_reset()), RX aggregation with 24-byte
 * rx descriptors, TX with 8-byte tx descriptors. Names, offsets and bits are those of
 * drivers/net/usb/r8152.c (Linux 6.12); "r8152.c:fn()" names the code that
 * needs each behaviour.
 *
 * Version: PLA_TCR1 (the high half of the dword at PLA_TCR0) reads 0x5c00,
 * RTL_VER_03 (__rtl_get_hw_ver()), the first RTL8153A: rtl_fw_init() gives
 * it no firmware (RTL_VER_04/05 need rtl_nic/rtl8153a-2/-3.fw), so the
 * driver takes its RTL8153 path (r8153_init(), rtl8153_up()) with no
 * firmware file.
 *
 * --device rtl8152: the same register model as the RTL8152 (0bda:8152),
 * the chip of RTL_VER_01, which r8152 drives through the same vendor
 * request, OCP spaces, PHY window and descriptors (rtl_ops_init():
 * r8152b_init(), rtl8152_up(), r8152_desc_init()). What differs here is
 * what tells the two apart and what the driver reads of it: PLA_TCR1
 * reads 0x4c00 (rtl8152_get_version(): RTL_VER_01, no firmware), the USB
 * ids, a 10/100 PHY (PLA_PHYSTATUS reports 100 Mbit/s), and
 * determine_ethernet_addr() reads the chip's own address from PLA_IDR,
 * not PLA_BACKUP, on RTL_VER_01.
 */
#include <string.h>

#include "emu.h"

/* vendor request (RTL8152_REQ_GET_REGS/SET_REGS, RTL8152_REQT_READ/WRITE) */
#define REQ_REGS 0x05
#define MCU_TYPE_PLA 0x0100
#define MCU_TYPE_USB 0x0000
#define OCP_PLA (1u << 16) /* chip_reg_read()/write() index: PLA space, else USB */

/* PLA registers */
#define PLA_IDR 0xc000
#define PLA_RCR 0xc010
#define PLA_MAR 0xcd00
#define PLA_BACKUP 0xd000
#define PLA_BOOT_CTRL 0xe004
#define PLA_TCR0 0xe610
#define PLA_CR 0xe813
#define PLA_CRWECR 0xe81c
#define PLA_OOB_CTRL 0xe84f
#define PLA_OCP_GPHY_BASE 0xe86c
#define PLA_PHYSTATUS 0xe908
#define PLA_OCP_WINDOW 0xb000 /* 0xb000..0xbfff: PHY OCP at GPHY_BASE | (addr & 0xfff) */
/* USB registers */
#define USB_EFUSE 0xcfdb      /* EFUSE: bit 0 PASS_THRU_MASK */
#define USB_USB_CTRL 0xd406
#define USB_MISC_0 0xd81a     /* AD_MASK 0xfee0 == 0x1000: RTL8153-AD */
/* PHY OCP */
#define OCP_BASE_MII 0xa400
#define OCP_PHY_STATUS 0xa420
#define OCP_SRAM_ADDR 0xa436
#define OCP_SRAM_DATA 0xa438
#define OCP_PHY_PATCH_STAT 0xb800
#define OCP_PHY_PATCH_CMD 0xb820

/* bits */
#define RCR_AAP 0x01
#define RCR_APM 0x02
#define RCR_AM 0x04
#define RCR_AB 0x08
#define AUTOLOAD_DONE 0x0002
#define TCR0_TX_EMPTY 0x0800
#define VERSION_8153_VER_03 0x5c00
#define VERSION_8152_VER_01 0x4c00
#define CR_RST 0x10
#define CR_RE 0x08
#define CR_TE 0x04
#define CRWECR_CONFIG 0xc0
#define OOB_READY 0x32 /* TXFIFO_EMPTY | RXFIFO_EMPTY | LINK_LIST_READY */
#define LINK_STATUS 0x02
#define FULL_DUP 0x01
#define SPEED_1000 0x10
#define SPEED_100 0x08
#define RX_AGG_DISABLE 0x0010
#define PHY_STAT_LAN_ON 3
#define PHY_STAT_PWRDN 5
#define PATCH_REQUEST 0x10
#define PATCH_READY 0x40
#define INTR_LINK 0x0004
#define BMCR_PDOWN 0x0800
/* CDC ECM (--ecm): SET_ETHERNET_PACKET_FILTER bits, NETWORK_CONNECTION */
#define ECM_PROMISCUOUS 0x01
#define ECM_ALL_MULTICAST 0x02
#define ECM_DIRECTED 0x04
#define ECM_BROADCAST 0x08
#define ECM_MULTICAST 0x10
#define CDC_NETWORK_CONNECTION 0x00

/* struct rx_desc / struct tx_desc */
#define RX_DESC_LEN 24
#define RX_LEN_MASK 0x7fff
#define RD_IPV4_CS (1u << 19)
#define RX_IPF (1u << 23)
#define TX_DESC_LEN 8
#define TX_FS (1u << 31)
#define TX_LS (1u << 30)
#define GTSENDV4 (1u << 28)
#define GTSENDV6 (1u << 27)
#define TX_LEN_MAX 0x3ffffu
#define TX_UDP_CS (1u << 31)
#define TX_TCP_CS (1u << 30)
#define TX_IPV4_CS (1u << 29)

/*
 * USB: 0bda:8153 (rtl8152_table); one configuration whose interface is
 * vendor-specific, which rtl8152_cfgselector_choose_configuration() looks
 * for; bulk IN 1, bulk OUT 2, interrupt IN 3 (rtl_check_vendor_ok()); the
 * interrupt endpoint carries INTBUFSIZE 2 bytes. bcdDevice 30.00, the
 * strings, the interval and the power are values of this model. High
 * speed: usb-redir's super speed needs descriptors this emulator does not
 * serve (the scenarios run at 480 Mbit/s).
 */
const struct usb_ids rtl8153_ids = {
	.vid = 0x0bda, .pid = 0x8153, .bcd = 0x3000, .bcd_usb = 0x0200,
	.ep0_mps = 64,
	.dev_class = 0x00, .dev_sub = 0x00, .dev_proto = 0x00,
	.if_class = 0xff, .if_sub = 0xff, .if_proto = 0x00,
	.ep_in = 0x81, .ep_out = 0x02, .ep_int = 0x83,
	.bulk_mps = 512, .int_mps = 2, .int_interval = 8,
	.cfg_attr = 0xa0, .max_power = 50,
	.manufacturer = "Realtek", .product = "USB 10/100/1000 LAN",
};

/* the RTL8152 (rtl8152_table: 0bda:8152), a USB 2.0 part; the rest as
 * the RTL8153 above, bcdDevice 20.00 and the strings values of this model */
const struct usb_ids rtl8152_ids = {
	.vid = 0x0bda, .pid = 0x8152, .bcd = 0x2000, .bcd_usb = 0x0200,
	.ep0_mps = 64,
	.dev_class = 0x00, .dev_sub = 0x00, .dev_proto = 0x00,
	.if_class = 0xff, .if_sub = 0xff, .if_proto = 0x00,
	.ep_in = 0x81, .ep_out = 0x02, .ep_int = 0x83,
	.bulk_mps = 512, .int_mps = 2, .int_interval = 8,
	.cfg_attr = 0xa0, .max_power = 50,
	.manufacturer = "Realtek", .product = "USB 10/100 LAN",
};

static uint8_t *space(struct chip *c, int pla)
{
	return pla ? c->pla : c->usbr;
}

static uint16_t get16(const uint8_t *p)
{
	return (uint16_t)(p[0] | p[1] << 8);
}

static void put16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
}

/* the chip's own address: the efuse (--eeprom MAC), or none (--eeprom none:
 * --mac-chip-default, ff:ff:.. unless given) */
static const uint8_t *own_addr(const struct chip *c)
{
	return c->eeprom_mode == EEPROM_MAC ? c->eeprom + 1 :
	       c->eeprom_mode == EEPROM_BLANK ? c->eeprom : c->mac_default;
}

static void r53_power_on(struct chip *c)
{
	memset(c->pla, 0, sizeof(c->pla));
	memset(c->usbr, 0, sizeof(c->usbr));
	memset(c->phy_ocp, 0, sizeof(c->phy_ocp));
	memset(c->sram_addr, 0, sizeof(c->sram_addr));
	memset(c->sram_val, 0, sizeof(c->sram_val));
	/* autoload: the efuse address into PLA_IDR and PLA_BACKUP (what
	 * determine_ethernet_addr() reads as the chip's own) */
	memcpy(c->pla + PLA_IDR, own_addr(c), 6);
	memcpy(c->pla + PLA_BACKUP, own_addr(c), 6);
	put16(c->pla + PLA_TCR0 + 2, c->r53_version ? c->r53_version :
				     c->type == CHIP_RTL8152 ? VERSION_8152_VER_01 : VERSION_8153_VER_03);
	put16(c->pla + PLA_OCP_GPHY_BASE, 0x2000);
	if (c->mac_passthru) {
		put16(c->usbr + USB_MISC_0, 0x1000); /* RTL8153-AD */
		c->usbr[USB_EFUSE] = 0x01;           /* pass-through allowed */
	}
	c->addr_pair = 0;
	/* --ecm: unconfigured, the data interface off; the packet filter
	 * directed and broadcast (a value of this model: usbnet_cdc_bind()
	 * sets it anyway) */
	c->ecm_active = c->ecm_alt = 0;
	c->ecm_filter = ECM_DIRECTED | ECM_BROADCAST;
}

/*
 * A USB bus reset of the powered chip (usb_reset_device(): USBDEVFS_RESET,
 * rtl8152_tx_timeout(), a failed register access; the port reset of a
 * reset-resume) resets its USB function, not the MAC and PHY behind it:
 * PLA and USB OCP registers (PLA_IDR, PLA_OCP_GPHY_BASE, PLA_CR, PLA_RCR,
 * what r8153_init() set), the PHY (its link stays up) and the PHY SRAM keep
 * what the driver wrote. Only a loss of power (--eeprom at start, SIGUSR2,
 * a replug: chip_power_on_reset()) returns them to power-on. r8152 depends
 * on it (Linux 7.3 drivers/net/usb/r8152.c):
 *  - rtl8152_post_reset() (7.3 :8582, 6.12 :8454) undoes only what
 *    rtl8152_pre_reset() did: rtl_ops.enable(), the rx mode; no
 *    rtl_ops.init(), no hw_phy_cfg, no rtl_reset_ocp_base(), unlike
 *    rtl8152_reset_resume() (7.3 :8838), which does all three after a power
 *    loss;
 *  - ocp_reg_read()/ocp_reg_write() (7.3 :1650) write PLA_OCP_GPHY_BASE
 *    only when tp->ocp_base, the driver's copy, differs: a base back at its
 *    power-on 0x2000 under a copy of 0xa000 sends every PHY access to the
 *    wrong page. 7.3's set_carrier() (:6983) reads MII_BMSR that way, so
 *    after a reset it read 0x2402 (zero: no link) while PLA_PHYSTATUS said
 *    linked, rescheduled itself at once and never turned the carrier on
 *    (scenario emu-8153-reset: over 100000 BMSR reads in a minute);
 *  - r8152_control_msg() (7.3 :1332): garbage written into the registers
 *    "can fully wedge the adapter, requiring a power cycle" although a
 *    USB reset is queued: the reset does not restore the register file.
 * No datasheet was at hand: this is the part as r8152 (Realtek's own
 * driver) treats it. The USB function's own state goes: the CDC ECM
 * configuration (--ecm) and its packet filter.
 */
static void r53_usb_reset(struct chip *c)
{
	c->ecm_active = c->ecm_alt = 0;
	c->ecm_filter = ECM_DIRECTED | ECM_BROADCAST;
	c->addr_pair = 0;
}

/* ---- the PHY's OCP space: MII registers 0..15 are the PHY model ---------------- */
static int sram_slot(struct chip *c, uint16_t addr, int create)
{
	for (int i = 0; i < 32; i++)
		if (c->sram_addr[i] == addr && (addr || c->sram_val[i]))
			return i;
	if (!create)
		return -1;
	for (int i = 0; i < 32; i++)
		if (!c->sram_addr[i] && !c->sram_val[i])
			return i;
	return 31;
}

static uint16_t phy_ocp_read(struct chip *c, uint16_t a)
{
	uint16_t v;
	int s;

	if (a >= OCP_BASE_MII && a < OCP_BASE_MII + 32)
		return phy_read(&c->phy, c->now, (a - OCP_BASE_MII) / 2);
	switch (a) {
	case OCP_PHY_STATUS: /* r8153_phy_status() waits for LAN_ON */
		return (c->phy.bmcr & BMCR_PDOWN) ? PHY_STAT_PWRDN : PHY_STAT_LAN_ON;
	case OCP_SRAM_DATA:
		s = sram_slot(c, get16(c->phy_ocp + OCP_SRAM_ADDR), 0);
		return s < 0 ? 0 : c->sram_val[s];
	case OCP_PHY_PATCH_STAT: /* rtl_phy_patch_request() waits for PATCH_READY */
		v = get16(c->phy_ocp + a);
		return (get16(c->phy_ocp + OCP_PHY_PATCH_CMD) & PATCH_REQUEST) ?
		       (uint16_t)(v | PATCH_READY) : (uint16_t)(v & ~PATCH_READY);
	}
	return get16(c->phy_ocp + a);
}

static void phy_ocp_write(struct chip *c, uint16_t a, uint16_t v)
{
	if (a >= OCP_BASE_MII && a < OCP_BASE_MII + 32) {
		phy_write(&c->phy, c->now, (a - OCP_BASE_MII) / 2, v, c->busy_reads);
		return;
	}
	if (a == OCP_SRAM_DATA) {
		uint16_t sa = get16(c->phy_ocp + OCP_SRAM_ADDR);
		int s = sram_slot(c, sa, 1);

		c->sram_addr[s] = sa;
		c->sram_val[s] = v;
		return;
	}
	put16(c->phy_ocp + a, v);
}

static uint16_t window_addr(const struct chip *c, uint32_t addr)
{
	return (uint16_t)((get16(c->pla + PLA_OCP_GPHY_BASE) & 0xf000) | (addr & 0x0ffe));
}

/* ---- one byte of either space, with what reads do -------------------------- */
static uint16_t physstatus(const struct chip *c)
{
	/* 1000 Mbit/s (the RTL8152: 100) full duplex when linked
	 * (rtl8152_get_speed()) */
	if (!c->phy.link)
		return 0;
	return LINK_STATUS | FULL_DUP | (c->type == CHIP_RTL8152 ? SPEED_100 : SPEED_1000);
}

static const char *r53_reg_name(uint32_t idx)
{
	switch (idx) {
	case OCP_PLA | PLA_RCR: return "PLA_RCR";
	case OCP_PLA | (PLA_CR & ~3u): return "PLA_CR";
	case OCP_PLA | PLA_CRWECR: return "PLA_CRWECR";
	case USB_USB_CTRL & ~3u: return "USB_USB_CTRL";
	}
	return NULL;
}

/* reads of the chip's own address, for the record: PLA_BACKUP (what
 * determine_ethernet_addr() falls back to on the RTL8153), PLA_IDR, and
 * the pass-through efuse bit (vendor_mac_passthru_addr_read() of an
 * RTL8153-AD); and PLA_BOOT_CTRL, which the RTL8153's init
 * (r8153_init()) reads and the RTL8152's (r8152b_init()) does not */
static void note_read(int pla, uint32_t addr)
{
	const char *n = NULL;

	if (pla && addr == PLA_BACKUP)
		n = "PLA_BACKUP";
	else if (pla && addr == PLA_IDR)
		n = "PLA_IDR";
	else if (pla && addr == PLA_BOOT_CTRL)
		n = "PLA_BOOT_CTRL";
	else if (!pla && addr == (USB_EFUSE & ~3u))
		n = "EFUSE";
	if (n)
		log_ev("ocp_read", "s", "name", n);
}

static uint32_t dword_read(struct chip *c, int pla, uint32_t addr)
{
	uint8_t *s = space(c, pla);
	uint32_t v;

	if (pla && addr >= PLA_OCP_WINDOW && addr < PLA_OCP_WINDOW + 0x1000) {
		uint16_t a = window_addr(c, addr);

		return phy_ocp_read(c, a) | (uint32_t)phy_ocp_read(c, (uint16_t)(a + 2)) << 16;
	}
	v = get_le32(s + addr);
	if (pla) {
		switch (addr) {
		case PLA_BOOT_CTRL:
			v |= AUTOLOAD_DONE; /* r8153_init() waits for it */
			break;
		case PLA_TCR0:
			v |= TCR0_TX_EMPTY; /* rtl_disable() waits for it */
			break;
		case PLA_CR & ~3u: /* CR_RST self-clears (rtl8152_nic_reset()) */
			v = (v & ~0xff000000u) |
			    chip_busy_read(&c->lrst_left, v >> 24, CR_RST) << 24;
			break;
		case PLA_OOB_CTRL & ~3u: /* FIFOs empty, link list ready */
			v |= (uint32_t)OOB_READY << 24;
			break;
		case PLA_PHYSTATUS:
			v = (v & 0xffff0000u) | physstatus(c);
			break;
		}
	}
	note_read(pla, addr);
	return v;
}

static void note_idr(struct chip *c, unsigned bytes)
{
	c->addr_pair |= bytes;
	if ((c->addr_pair & 0x3f) == 0x3f) {
		c->addr_pair = 0;
		log_ev("mac", "sm", "regs", "PLA_IDR", "mac", c->pla + PLA_IDR);
	}
}

/* one dword with byte enables (bit i: byte i) */
static void dword_write(struct chip *c, int pla, uint32_t addr, uint32_t v, unsigned be)
{
	uint8_t *s = space(c, pla);
	uint32_t old = get_le32(s + addr);
	unsigned idr = 0;

	if (pla && addr >= PLA_OCP_WINDOW && addr < PLA_OCP_WINDOW + 0x1000) {
		uint16_t a = window_addr(c, addr);

		/* ocp_reg_write(): whole words through the window */
		if ((be & 3) == 3)
			phy_ocp_write(c, a, (uint16_t)v);
		if ((be & 0xc) == 0xc)
			phy_ocp_write(c, (uint16_t)(a + 2), (uint16_t)(v >> 16));
		return;
	}
	for (unsigned i = 0; i < 4; i++) {
		uint32_t b = addr + i;

		if (!(be & (1u << i)))
			continue;
		if (pla && b >= PLA_IDR && b < PLA_IDR + 6) {
			/* the station address takes writes only under the
			 * configuration lock (__rtl8152_set_mac_address()) */
			if (c->pla[PLA_CRWECR] != CRWECR_CONFIG) {
				log_ev("idr_locked", "x", "crwecr", c->pla[PLA_CRWECR]);
				continue;
			}
			idr |= 1u << (b - PLA_IDR);
		}
		s[b] = (uint8_t)(v >> (8 * i));
	}
	if (pla && addr == (PLA_CR & ~3u) && (be & 8) && (v >> 24) & CR_RST) {
		/* software reset: receiver and transmitter off, the bit reads
		 * set a while */
		s[PLA_CR] = 0;
		c->lrst_left = c->busy_reads;
	}
	if (idr)
		note_idr(c, idr);
	chip_note_change(c, (pla ? OCP_PLA : 0) | addr, old, get_le32(s + addr));
}

/* chip_reg_read()/write(): whole dwords, idx = OCP_PLA | address or the USB address */
static int r53_reg_read(struct chip *c, uint32_t idx, uint32_t *val)
{
	uint32_t addr = idx & 0xffff;

	if ((idx & ~(OCP_PLA | 0xffffu)) || (addr & 3))
		return -1;
	c->reg_reads++;
	*val = dword_read(c, !!(idx & OCP_PLA), addr);
	return 0;
}

static int r53_reg_write(struct chip *c, uint32_t idx, uint32_t val)
{
	uint32_t addr = idx & 0xffff;

	if ((idx & ~(OCP_PLA | 0xffffu)) || (addr & 3))
		return -1;
	c->reg_writes++;
	dword_write(c, !!(idx & OCP_PLA), addr, val, 0xf);
	return 0;
}

/*
 * RTL8152_REQ_GET_REGS / SET_REGS (0x05): wValue the address, wIndex the
 * space (MCU_TYPE_PLA 0x0100, MCU_TYPE_USB 0x0000) | byte enables. Both
 * address and length are whole dwords (generic_ocp_read()/write()); reads
 * up to 64 bytes. A write's low nibble enables the bytes of its first
 * dword, the high nibble those of its last, every byte of the dwords
 * between: generic_ocp_write() sends a first or last dword that is not
 * whole on its own, with both nibbles alike (BYTE_EN_SIX_BYTES 0x3f for
 * PLA_IDR becomes 0xff at 0xc000 and 0x33 at 0xc004).
 */
static int r53_vendor(struct chip *c, uint8_t rt, uint8_t req, uint16_t val, uint16_t idx,
		      uint16_t len, uint8_t *data)
{
	int pla = (idx & 0xff00) == MCU_TYPE_PLA;
	unsigned be_first = idx & 0x0f, be_last = (idx >> 4) & 0x0f;

	if (req != REQ_REGS || ((idx & 0xff00) != MCU_TYPE_PLA && (idx & 0xff00) != MCU_TYPE_USB) ||
	    (val & 3) || (len & 3) || !len || (uint32_t)val + len > 0x10000)
		goto stall;
	if (rt == 0xC0) {
		if (len > 64)
			goto stall;
		for (uint16_t i = 0; i < len; i += 4) {
			c->reg_reads++;
			put_le32(data + i, dword_read(c, pla, (uint32_t)val + i));
		}
		return len;
	}
	if (rt == 0x40) {
		if (len > 512 || !be_first || !be_last)
			goto stall;
		for (uint16_t i = 0; i < len; i += 4) {
			unsigned be = 0xf;

			if (i == 0)
				be &= be_first;
			if (i + 4 == len)
				be &= be_last;
			c->reg_writes++;
			dword_write(c, pla, (uint32_t)val + i, get_le32(data + i), be);
		}
		return len;
	}
stall:
	log_ev("stall", "suuxx", "req", "vendor", "request", req, "type", rt, "value", val,
	       "index", idx);
	return -1;
}

/* INTBUFSIZE 2 bytes, INTR_LINK while linked (intr_callback()); always a
 * packet, so that a link going down is reported too */
static size_t r53_int_packet(struct chip *c, uint8_t *buf, size_t cap)
{
	if (c->ecm_active) {
		/* CDC NETWORK_CONNECTION (bmRequestType 0xa1, wValue link,
		 * wIndex interface 0): usbnet_cdc_status() */
		if (cap < 8)
			return 0;
		memset(buf, 0, 8);
		buf[0] = 0xa1;
		buf[1] = CDC_NETWORK_CONNECTION;
		buf[2] = c->phy.link ? 1 : 0;
		return 8;
	}
	if (cap < 4)
		return 0;
	put_le32(buf, c->phy.link ? INTR_LINK : 0);
	return 2;
}

static void r53_mac(const struct chip *c, uint8_t mac[6])
{
	memcpy(mac, c->pla + PLA_IDR, 6);
}

/* in the ECM configuration the chip's firmware runs the MAC: frames pass
 * while the data interface has its bulk endpoints (alternate setting 1) */
static int r53_tx_enabled(const struct chip *c)
{
	if (c->ecm_active)
		return c->ecm_alt == 1;
	return (c->pla[PLA_CR] & CR_TE) != 0;
}

static int r53_rx_enabled(const struct chip *c)
{
	if (c->ecm_active)
		return c->ecm_alt == 1;
	return (c->pla[PLA_CR] & CR_RE) != 0;
}

/* ECM: the packet filter; unicast to the chip's address (PLA_IDR, which
 * r8153_ecm never writes) */
static int ecm_accepts(const struct chip *c, const uint8_t *d)
{
	uint16_t f = c->ecm_filter;

	if (f & ECM_PROMISCUOUS)
		return 1;
	if (!memcmp(d, "\xff\xff\xff\xff\xff\xff", 6))
		return (f & ECM_BROADCAST) != 0;
	if (d[0] & 1) /* no multicast filter list: MULTICAST passes them all */
		return (f & (ECM_ALL_MULTICAST | ECM_MULTICAST)) != 0;
	return (f & ECM_DIRECTED) && !memcmp(d, c->pla + PLA_IDR, 6);
}

/*
 * PLA_RCR: AAP all, AB broadcast, AM multicast by the 64-bit hash in
 * PLA_MAR, APM unicast to PLA_IDR. _rtl8152_set_rx_mode() writes the hash
 * as swab32(mc_filter[1]), swab32(mc_filter[0]) with bit ether_crc >> 26:
 * bit b is in byte (b < 32 ? 4 : 0) + 3 - (b % 32) / 8, bit b % 8.
 */
static int r53_rx_accepts(const struct chip *c, const uint8_t *d)
{
	uint8_t rcr = c->pla[PLA_RCR];

	if (c->ecm_active)
		return ecm_accepts(c, d);
	if (rcr & RCR_AAP)
		return 1;
	if (!memcmp(d, "\xff\xff\xff\xff\xff\xff", 6))
		return (rcr & RCR_AB) != 0;
	if (d[0] & 1) {
		uint32_t b = ether_crc(d) >> 26;
		unsigned byte = (b < 32 ? 4 : 0) + 3 - (b % 32) / 8;

		return (rcr & RCR_AM) && ((c->pla[PLA_MAR + byte] >> (b % 8)) & 1);
	}
	return (rcr & RCR_APM) && !memcmp(d, c->pla + PLA_IDR, 6);
}

/* TX: tx_desc (opts1: TX_FS | TX_LS | length; opts2: checksum requests),
 * the frame, the next descriptor 4-byte aligned (r8152_tx_agg_fill()) */
static int r53_tx_parse(struct chip *c, const uint8_t *buf, size_t len, frame_sink sink,
			void *ctx)
{
	static uint8_t f[MAX_FRAME];
	size_t off = 0;
	int n = 0;

	if (c->ecm_active) { /* ECM: one frame per transfer, as it is */
		if (len > MAX_FRAME)
			return -1;
		sink(ctx, buf, len);
		return 1;
	}
	while (off < len) {
		uint32_t o1, o2;
		size_t fl;

		if (len - off < TX_DESC_LEN)
			return -1;
		o1 = get_le32(buf + off);
		o2 = get_le32(buf + off + 4);
		fl = o1 & TX_LEN_MAX;
		if ((o1 & (TX_FS | TX_LS)) != (TX_FS | TX_LS) || fl == 0 || fl > MAX_FRAME ||
		    fl > len - off - TX_DESC_LEN)
			return -1;
		memcpy(f, buf + off + TX_DESC_LEN, fl);
		if (!(o1 & (GTSENDV4 | GTSENDV6)) && (o2 & (TX_IPV4_CS | TX_TCP_CS | TX_UDP_CS)))
			frame_fill_l34_csum(f, fl, !!(o2 & TX_IPV4_CS),
					    !!(o2 & (TX_TCP_CS | TX_UDP_CS)));
		sink(ctx, f, fl);
		n++;
		off += TX_DESC_LEN + fl;
		if (off < len)
			off = (off + 3) & ~(size_t)3;
	}
	return n;
}

/* RX: rx_desc (opts1 length incl. FCS; opts2 RD_IPV4_CS with opts3 IPF when
 * the IPv4 header checksum is wrong: r8152_rx_csum()), frame, FCS */
static size_t r53_rx_size(const struct chip *c, size_t len)
{
	return c->ecm_active ? len : RX_DESC_LEN + len + 4; /* ECM: the frame alone */
}

static size_t r53_rx_pack(const struct chip *c, uint8_t *p, const uint8_t *frame, size_t len)
{
	uint32_t o2 = 0, o3 = 0;

	if (c->ecm_active) {
		memcpy(p, frame, len);
		return len;
	}
	memset(p, 0, RX_DESC_LEN);
	put_le32(p, (uint32_t)(len + 4) & RX_LEN_MASK);
	if (len >= 34 && frame[12] == 0x08 && frame[13] == 0x00 && (frame[14] >> 4) == 4) {
		size_t ihl = (size_t)(frame[14] & 0xf) * 4;

		o2 = RD_IPV4_CS;
		if (ihl < 20 || 14 + ihl > len || inet_csum(frame + 14, ihl) != 0)
			o3 = RX_IPF;
	}
	put_le32(p + 4, o2);
	put_le32(p + 8, o3);
	memcpy(p + RX_DESC_LEN, frame, len);
	put_le32(p + RX_DESC_LEN + len, crc32_le(frame, len));
	return r53_rx_size(c, len);
}

/* aggregation unless USB_USB_CTRL RX_AGG_DISABLE (r8153_init() clears it) */
static int r53_rx_multi(const struct chip *c)
{
	if (c->ecm_active)
		return 0; /* ECM: one frame per transfer */
	return !(get16(c->usbr + USB_USB_CTRL) & RX_AGG_DISABLE);
}

static size_t r53_rx_burst_bytes(const struct chip *c)
{
	(void)c;
	return 0;
}

/* the RTL8153 and the RTL8152 differ in ids, PHY and version register only */
#define R53_MODEL_OPS \
	.addr_regs = "PLA_IDR", \
	.power_on = r53_power_on, .usb_reset = r53_usb_reset, \
	.reg_read = r53_reg_read, .reg_write = r53_reg_write, \
	.vendor = r53_vendor, .int_packet = r53_int_packet, .mac = r53_mac, \
	.tx_enabled = r53_tx_enabled, .rx_enabled = r53_rx_enabled, .rx_accepts = r53_rx_accepts, \
	.tx_parse = r53_tx_parse, .rx_size = r53_rx_size, .rx_pack = r53_rx_pack, \
	.rx_multi = r53_rx_multi, .rx_burst_bytes = r53_rx_burst_bytes, .reg_name = r53_reg_name, \
	.rx_align = 8

const struct chip_model rtl8153_model = {
	.name = "rtl8153", .type = CHIP_RTL8153, .usb = &rtl8153_ids, .phy = &phy_rtl8153,
	R53_MODEL_OPS,
};

const struct chip_model rtl8152_model = {
	.name = "rtl8152", .type = CHIP_RTL8152, .usb = &rtl8152_ids, .phy = &phy_rtl8152,
	R53_MODEL_OPS,
};
