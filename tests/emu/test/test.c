// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of lan95xx-emu: register model, EEPROM, PHY, framing (checked
 * against ports of the drivers' rx_fixup()), the link partner, the USB
 * device and, through a second usbredirparser playing QEMU, the usbredir
 * glue. Prints TAP and "N passed, N failed"; exits 1 on a failure.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <usbredirparser.h>

#include "emu.h"

static int npass, nfail;

static void check(int cond, const char *fmt, ...)
{
	va_list ap;

	printf("%s %d - ", cond ? "ok" : "not ok", npass + nfail + 1);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	if (cond)
		npass++;
	else
		nfail++;
}

static void check_eq(uint64_t got, uint64_t want, const char *what)
{
	check(got == want, "%s (got 0x%llx, want 0x%llx)", what, (unsigned long long)got,
	      (unsigned long long)want);
}

static uint64_t fake_now;
static uint64_t test_now(void)
{
	return fake_now;
}

static const uint8_t MAC_A[6] = { 0x02, 0x11, 0x22, 0x33, 0x44, 0x55 };
static const uint8_t MAC_E[6] = { 0x02, 0xee, 0x00, 0x00, 0x95, 0x14 };
static const uint8_t PEER[6] = { 0x52, 0x55, 0x0a, 0x00, 0x02, 0x02 };

static uint32_t rd(struct chip *c, uint32_t idx)
{
	uint32_t v = 0xdeadbeef;

	if (chip_reg_read(c, idx, &v))
		return 0xdeadbeef;
	return v;
}

static void wr(struct chip *c, uint32_t idx, uint32_t v)
{
	chip_reg_write(c, idx, v);
}

/* ---- the drivers' algorithms, as in smsc95xx.c / smsc75xx.c ------------ */
static int drv_mdio_read(struct chip *c, int phy, int reg)
{
	uint32_t addr_reg = c->type == CHIP_LAN9514 ? R95_MII_ADDR : R75_MII_ACCESS;
	uint32_t data_reg = c->type == CHIP_LAN9514 ? R95_MII_DATA : R75_MII_DATA;
	int spins = 0;

	while (rd(c, addr_reg) & 1)
		if (++spins > 100)
			return -1;
	wr(c, addr_reg, (uint32_t)(phy & 0x1f) << 11 | (uint32_t)(reg & 0x1f) << 6 | 1);
	while (rd(c, addr_reg) & 1)
		if (++spins > 100)
			return -1;
	return (int)(rd(c, data_reg) & 0xffff);
}

static int drv_mdio_write(struct chip *c, int phy, int reg, uint16_t v)
{
	uint32_t addr_reg = c->type == CHIP_LAN9514 ? R95_MII_ADDR : R75_MII_ACCESS;
	uint32_t data_reg = c->type == CHIP_LAN9514 ? R95_MII_DATA : R75_MII_DATA;
	int spins = 0;

	while (rd(c, addr_reg) & 1)
		if (++spins > 100)
			return -1;
	wr(c, data_reg, v);
	wr(c, addr_reg, (uint32_t)(phy & 0x1f) << 11 | (uint32_t)(reg & 0x1f) << 6 | 3);
	while (rd(c, addr_reg) & 1)
		if (++spins > 100)
			return -1;
	return 0;
}

/* smsc95xx_read_eeprom(): 0 or -EIO (-5) */
static int drv_read_eeprom(struct chip *c, uint32_t off, uint32_t len, uint8_t *out)
{
	uint32_t cmd = c->type == CHIP_LAN9514 ? R95_E2P_CMD : R75_E2P_CMD;
	uint32_t data = c->type == CHIP_LAN9514 ? R95_E2P_DATA : R75_E2P_DATA;
	uint32_t v;
	int spins = 0;

	while (rd(c, cmd) & 0x80000000u)
		if (++spins > 100)
			return -5;
	for (uint32_t i = 0; i < len; i++) {
		wr(c, cmd, 0x80000000u | ((off + i) & 0x1ff));
		do {
			v = rd(c, cmd);
			if (++spins > 100)
				return -5;
		} while ((v & 0x80000000u) && !(v & 0x400));
		if (v & (0x80000000u | 0x400))
			return -5;
		out[i] = (uint8_t)rd(c, data);
	}
	return 0;
}

/* ---- chip tests ----------------------------------------------------------- */
static void test_power_on(void)
{
	struct chip c;
	uint8_t m[6];

	chip_init(&c, CHIP_LAN9514, EEPROM_NONE, NULL, NULL);
	check_eq(rd(&c, R95_ID_REV) >> 16, 0xEC00, "95xx ID_REV chip id is LAN9512/9514 (0xec00)");
	check(rd(&c, R95_PM_CTRL) & 0x80, "95xx PM_CTRL DEV_RDY after power-on");
	check_eq(rd(&c, R95_HW_CFG) & 0x4, 0, "95xx HW_CFG PSEL clear: internal PHY");
	chip_mac(&c, m);
	check(!memcmp(m, "\xff\xff\xff\xff\xff\xff", 6), "no EEPROM: ADDRH/ADDRL power on as ff:ff:ff:ff:ff:ff");
	check_eq(rd(&c, R95_E2P_CMD) & 0x200, 0, "no EEPROM: E2P_CMD LOADED clear");

	chip_init(&c, CHIP_LAN9514, EEPROM_NONE, NULL, MAC_A);
	chip_mac(&c, m);
	check(!memcmp(m, MAC_A, 6), "--mac-chip-default sets the power-on address registers");

	chip_init(&c, CHIP_LAN9514, EEPROM_MAC, MAC_E, MAC_A);
	chip_mac(&c, m);
	check(!memcmp(m, MAC_E, 6), "valid EEPROM: the chip loads its address into ADDRH/ADDRL");
	check(rd(&c, R95_E2P_CMD) & 0x200, "valid EEPROM: E2P_CMD LOADED set");
	check_eq(rd(&c, R95_ADDRH), 0x1495, "ADDRH holds bytes 4 and 5 (little-endian)");
	check_eq(rd(&c, R95_ADDRL), 0x0000ee02, "ADDRL holds bytes 0 to 3 (little-endian)");

	chip_init(&c, CHIP_LAN9514, EEPROM_BLANK, NULL, NULL);
	check_eq(rd(&c, R95_E2P_CMD) & 0x200, 0, "blank EEPROM: no 0xa5 signature, nothing loaded");

	chip_init(&c, CHIP_LAN7500, EEPROM_NONE, NULL, NULL);
	check_eq(rd(&c, R75_ID_REV) >> 16, 0x7500, "75xx ID_REV chip id 0x7500");
	check(rd(&c, R75_PMT_CTL) & 0x80, "75xx PMT_CTL DEV_RDY (smsc75xx_wait_ready)");
	check(rd(&c, R75_DP_SEL) & 0x80000000u, "75xx DP_SEL DPRDY");
}

static void test_reset_bits(void)
{
	struct chip c;

	chip_init(&c, CHIP_LAN9514, EEPROM_NONE, NULL, NULL);
	wr(&c, R95_MAC_CR, 0x0c);
	wr(&c, R95_HW_CFG, 0x8);
	check(rd(&c, R95_HW_CFG) & 0x8, "HW_CFG LRST still set on the first read after the write");
	check_eq(rd(&c, R95_HW_CFG) & 0x8, 0, "HW_CFG LRST self-clears on the next read");
	check_eq(rd(&c, R95_MAC_CR), 0, "Lite Reset cleared MAC_CR");
	wr(&c, R95_HW_CFG, 0x1000 | 0x20 | 0x2 | (2 << 9));
	check_eq(rd(&c, R95_HW_CFG), 0x1000 | 0x20 | 0x2 | (2 << 9), "HW_CFG BIR/MEF/BCE/RXDOFF read back");
	check_eq((uint64_t)chip_rx_offset(&c), 2, "RX data offset from HW_CFG RXDOFF");

	drv_mdio_write(&c, 1, 4, 0x0061);
	check_eq((uint64_t)drv_mdio_read(&c, 1, 4), 0x0061, "PHY ANAR written through MII_ADDR/MII_DATA");
	wr(&c, R95_PM_CTRL, rd(&c, R95_PM_CTRL) | 0x10);
	check(rd(&c, R95_PM_CTRL) & 0x10, "PM_CTRL PHY_RST set on the first read");
	check_eq(rd(&c, R95_PM_CTRL) & 0x10, 0, "PM_CTRL PHY_RST self-clears");
	check_eq((uint64_t)drv_mdio_read(&c, 1, 4), 0x01E1, "PHY reset restored ANAR");

	c.busy_reads = 0;
	wr(&c, R95_HW_CFG, 0x8);
	check_eq(rd(&c, R95_HW_CFG) & 0x8, 0, "--busy-reads 0: LRST reads clear at once");

	chip_init(&c, CHIP_LAN7500, EEPROM_NONE, NULL, NULL);
	wr(&c, R75_HW_CFG, rd(&c, R75_HW_CFG) | 0x2);
	check(rd(&c, R75_HW_CFG) & 0x2, "75xx HW_CFG LRST set on the first read");
	check_eq(rd(&c, R75_HW_CFG) & 0x2, 0, "75xx HW_CFG LRST self-clears");
	wr(&c, R75_PMT_CTL, rd(&c, R75_PMT_CTL) | 0x10);
	check(rd(&c, R75_PMT_CTL) & 0x10, "75xx PMT_CTL PHY_RST set on the first read");
	check_eq(rd(&c, R75_PMT_CTL) & 0x10, 0, "75xx PMT_CTL PHY_RST self-clears");
}

static void test_eeprom(void)
{
	struct chip c;
	uint8_t b[6];

	chip_init(&c, CHIP_LAN9514, EEPROM_NONE, NULL, NULL);
	wr(&c, R95_E2P_CMD, 0x80000001u);
	check(rd(&c, R95_E2P_CMD) & 0x80000000u, "no EEPROM: E2P_CMD busy right after the command");
	{
		uint32_t v = rd(&c, R95_E2P_CMD);

		check(!(v & 0x80000000u) && (v & 0x400), "no EEPROM: then not busy, TIMEOUT set");
	}
	check_eq((uint64_t)drv_read_eeprom(&c, 1, 6, b), (uint64_t)-5, "no EEPROM: the driver's read fails (-EIO)");

	chip_init(&c, CHIP_LAN9514, EEPROM_BLANK, NULL, NULL);
	check_eq((uint64_t)drv_read_eeprom(&c, 1, 6, b), 0, "blank EEPROM: the driver's read succeeds");
	check(!memcmp(b, "\xff\xff\xff\xff\xff\xff", 6), "blank EEPROM reads ff:ff:ff:ff:ff:ff");

	chip_init(&c, CHIP_LAN9514, EEPROM_MAC, MAC_E, NULL);
	check_eq((uint64_t)drv_read_eeprom(&c, 0, 1, b), 0, "EEPROM: offset 0 readable");
	check_eq(b[0], 0xA5, "EEPROM: 0xa5 signature at offset 0");
	check_eq((uint64_t)drv_read_eeprom(&c, 1, 6, b), 0, "EEPROM: address readable at offset 1");
	check(!memcmp(b, MAC_E, 6), "EEPROM: offsets 1-6 hold the --eeprom address");
	/* ethtool -E: EWEN, then DATA + WRITE */
	wr(&c, R95_E2P_DATA, 0x42);
	wr(&c, R95_E2P_CMD, 0x80000000u | 0x30000000u | 0x20);
	drv_read_eeprom(&c, 0x20, 1, b);
	check_eq(b[0], 0xff, "EEPROM write without EWEN is ignored");
	wr(&c, R95_E2P_CMD, 0x80000000u | 0x20000000u);
	wr(&c, R95_E2P_DATA, 0x42);
	wr(&c, R95_E2P_CMD, 0x80000000u | 0x30000000u | 0x20);
	drv_read_eeprom(&c, 0x20, 1, b);
	check_eq(b[0], 0x42, "EEPROM write after EWEN reads back");

	chip_init(&c, CHIP_LAN7500, EEPROM_MAC, MAC_E, NULL);
	check_eq((uint64_t)drv_read_eeprom(&c, 1, 6, b), 0, "75xx EEPROM: address readable at offset 1");
	check(!memcmp(b, MAC_E, 6), "75xx EEPROM: the --eeprom address");
	check(rd(&c, R75_E2P_CMD) & 0x200, "75xx E2P_CMD LOADED with a valid EEPROM (LED setup skipped)");
	chip_init(&c, CHIP_LAN7500, EEPROM_NONE, NULL, NULL);
	check_eq((uint64_t)drv_read_eeprom(&c, 1, 6, b), (uint64_t)-5, "75xx no EEPROM: read times out");
}

static void test_phy(void)
{
	struct chip c;
	int bmsr;

	fake_now = 1000;
	chip_init(&c, CHIP_LAN9514, EEPROM_NONE, NULL, NULL);
	chip_set_aneg_ms(&c, 100);
	c.now = fake_now;
	check_eq((uint64_t)drv_mdio_read(&c, 1, 2), 0x0007, "95xx PHY id1 0x0007 (SMSC OUI)");
	check_eq((uint64_t)drv_mdio_read(&c, 1, 3), 0xC0C3, "95xx PHY id2 0xc0c3 (LAN8700-like internal PHY)");
	check_eq((uint64_t)drv_mdio_read(&c, 2, 2), 0xFFFF, "no PHY at MII address 2 (reads 0xffff)");
	/* U-Boot's smsc95xx writes MII_ADDR without BUSY: the cycle runs all the same */
	wr(&c, R95_MII_DATA, 0);
	wr(&c, R95_MII_ADDR, 1u << 11 | 2u << 6);
	while (rd(&c, R95_MII_ADDR) & 1)
		;
	check_eq(rd(&c, R95_MII_DATA) & 0xffff, 0x0007, "95xx: MII_ADDR written without BUSY reads the PHY (U-Boot)");
	/* phylib: soft reset, then wait for BMCR_RESET to clear */
	drv_mdio_write(&c, 1, 30, 0x00D0); /* ISF_INT_PHYLIB_EVENTS */
	drv_mdio_write(&c, 1, 0, 0x8000);
	check(drv_mdio_read(&c, 1, 0) & 0x8000, "BMCR_RESET reads set right after the reset");
	check_eq((uint64_t)drv_mdio_read(&c, 1, 0) & 0x8000, 0, "BMCR_RESET self-clears");
	check_eq((uint64_t)drv_mdio_read(&c, 1, 30), 0, "PHY reset cleared the interrupt mask");
	drv_mdio_write(&c, 1, 30, 0x00D0);
	bmsr = drv_mdio_read(&c, 1, 1);
	check(!(bmsr & 0x24), "during autonegotiation: no link, not complete");
	check_eq(chip_int_word(&c), 0, "no interrupt while negotiating");
	c.now = fake_now + 150;
	bmsr = drv_mdio_read(&c, 1, 1);
	check((bmsr & 0x24) == 0x24, "after the autonegotiation time: BMSR link up, aneg complete");
	check_eq((uint64_t)drv_mdio_read(&c, 1, 5), 0x45E1, "ANLPA: link partner 10/100 full/half, pause");
	check(rd(&c, R95_INT_STS) & 0x8000, "INT_STS PHY_INT follows PHY INT_SRC & INT_MASK");
	check_eq(chip_int_word(&c), 0, "interrupt endpoint silent until INT_EP_CTL enables PHY_INT");
	wr(&c, R95_INT_EP_CTL, 0x8000);
	check_eq(chip_int_word(&c), 0x8000, "interrupt endpoint word: INT_STS PHY_INT");
	check_eq((uint64_t)drv_mdio_read(&c, 1, 29), 0x40, "PHY INT_SRC: autonegotiation complete");
	check_eq((uint64_t)drv_mdio_read(&c, 1, 29), 0, "PHY INT_SRC clears on read");
	check_eq(chip_int_word(&c), 0, "PHY_INT drops with the source");
	chip_set_cable(&c, 0);
	check(chip_int_word(&c) & 0x8000, "cable pulled: link-down interrupt");
	check_eq((uint64_t)drv_mdio_read(&c, 1, 1) & 4, 0, "cable pulled: BMSR no link");
	drv_mdio_write(&c, 1, 29, 0xffff);
	check_eq(chip_int_word(&c), 0, "PHY INT_SRC clears on writing ones (smsc75xx_link_reset)");
	chip_set_cable(&c, 1);
	c.now += 150;
	drv_mdio_read(&c, 1, 1);
	check(drv_mdio_read(&c, 1, 1) & 4, "cable back: link up again after autonegotiation");
	chip_set_cable(&c, 0);
	chip_set_cable(&c, 1);
	c.now += 150;
	check_eq((uint64_t)drv_mdio_read(&c, 1, 1) & 4, 0, "BMSR link status latches low once after a drop");
	check(drv_mdio_read(&c, 1, 1) & 4, "BMSR link status up on the next read");

	/* LAN7500: gigabit; the gig workaround loops on link in loopback */
	chip_init(&c, CHIP_LAN7500, EEPROM_NONE, NULL, NULL);
	chip_set_aneg_ms(&c, 100);
	c.now = fake_now;
	drv_mdio_write(&c, 1, 0, 0x4040);
	drv_mdio_read(&c, 1, 1);
	check(drv_mdio_read(&c, 1, 1) & 4, "75xx PHY in loopback reports link (phy_gig_workaround)");
	drv_mdio_write(&c, 1, 0, 0x1000 | 0x0200);
	c.now += 150;
	check_eq((uint64_t)drv_mdio_read(&c, 1, 10), 0x3800, "75xx STAT1000: partner 1000 full after aneg");
	check_eq((uint64_t)drv_mdio_read(&c, 1, 15), 0x3000, "75xx ESTATUS: 1000BASE-T capable");
	drv_mdio_write(&c, 1, 30, 0x0050);
	wr(&c, R75_INT_EP_CTL, 0x20000);
	check_eq(chip_int_word(&c), 0x20000, "75xx interrupt word: INT_STS PHY_INT (bit 17)");
}

static void test_regmap(void)
{
	struct chip c;
	uint32_t v;

	chip_init(&c, CHIP_LAN9514, EEPROM_NONE, NULL, NULL);
	check_eq((uint64_t)chip_reg_read(&c, 0x134, &v), (uint64_t)-1, "95xx: register 0x134 does not exist");
	check_eq((uint64_t)chip_reg_read(&c, 0x101, &v), (uint64_t)-1, "95xx: unaligned index refused");
	check_eq((uint64_t)chip_reg_write(&c, 0x1000, 1), (uint64_t)-1, "95xx: write beyond the map refused");
	check_eq((uint64_t)chip_reg_read(&c, 0x130, &v), 0, "95xx: COE_CR exists (ethtool -d reads 0..0x130)");
	wr(&c, R95_ID_REV, 0);
	check_eq(rd(&c, R95_ID_REV) >> 16, 0xEC00, "ID_REV is read-only");
	wr(&c, R95_INT_STS, 0xFFFFFFFF);
	check_eq(rd(&c, R95_INT_STS) & ~0x8000u, 0, "INT_STS clears on writing ones");
	chip_init(&c, CHIP_LAN7500, EEPROM_NONE, NULL, NULL);
	check_eq((uint64_t)chip_reg_read(&c, 0x200, &v), (uint64_t)-1, "75xx: register 0x200 does not exist");
	check_eq((uint64_t)chip_reg_read(&c, 0x304, &v), 0, "75xx: ADDR_FILTX entries exist");
	check_eq((uint64_t)chip_reg_read(&c, 0x590, &v), 0, "75xx: IPV4_ADDRX exists");
}

static void test_filters(void)
{
	struct chip c;
	static const uint8_t mc[6] = { 0x01, 0x00, 0x5e, 0x00, 0x00, 0x01 };
	static const uint8_t bc[6] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };

	chip_init(&c, CHIP_LAN9514, EEPROM_NONE, NULL, NULL);
	wr(&c, R95_ADDRL, 0x33221102);
	wr(&c, R95_ADDRH, 0x5544);
	wr(&c, R95_MAC_CR, 0x0c);
	check(chip_rx_accepts(&c, MAC_A), "95xx filter: own address (ADDRH/ADDRL) accepted");
	check(!chip_rx_accepts(&c, MAC_E), "95xx filter: other unicast refused");
	check(chip_rx_accepts(&c, bc), "95xx filter: broadcast accepted");
	wr(&c, R95_MAC_CR, 0x0c | 0x800);
	check(!chip_rx_accepts(&c, bc), "95xx filter: MAC_CR BCAST disables broadcast");
	wr(&c, R95_MAC_CR, 0x0c | 0x2000);
	check(!chip_rx_accepts(&c, mc), "95xx filter: multicast not in the hash refused");
	wr(&c, R95_HASHL, 1u << 31); /* smsc95xx.c: 01:00:5e:00:00:01 -> bit 31 */
	check(chip_rx_accepts(&c, mc), "95xx filter: 01:00:5e:00:00:01 hashes to bit 31 (as in smsc95xx.c)");
	wr(&c, R95_MAC_CR, 0x0c | 0x40000);
	check(chip_rx_accepts(&c, MAC_E), "95xx filter: promiscuous accepts all");

	chip_init(&c, CHIP_LAN7500, EEPROM_NONE, NULL, NULL);
	wr(&c, R75_RFE_CTL, 0x400 | 0x2);
	check(!chip_rx_accepts(&c, MAC_A), "75xx filter: DPF with no perfect-filter entry refuses");
	wr(&c, R75_ADDR_FILTX, 0x80000000u | 0x5544);
	wr(&c, R75_ADDR_FILTX + 4, 0x33221102);
	check(chip_rx_accepts(&c, MAC_A), "75xx filter: ADDR_FILTX entry 0 accepted");
	check(chip_rx_accepts(&c, bc), "75xx filter: RFE_CTL AB accepts broadcast");
	wr(&c, R75_RFE_CTL, 0x2);
	check(!chip_rx_accepts(&c, bc), "75xx filter: no AB refuses broadcast");
	/* the multicast hash goes through the dataport (smsc75xx_dataport_write) */
	wr(&c, R75_RFE_CTL, 0x2 | 0x8);
	check(!chip_rx_accepts(&c, mc), "75xx filter: hash empty refuses multicast");
	for (int i = 0; i < 16; i++) {
		wr(&c, R75_DP_SEL, (rd(&c, R75_DP_SEL) & ~0xFu) | 1);
		wr(&c, R75_DP_ADDR, 128 + (uint32_t)i);
		wr(&c, R75_DP_DATA, 0xFFFFFFFF);
		wr(&c, R75_DP_CMD, 1);
	}
	check(chip_rx_accepts(&c, mc), "75xx filter: hash table written through the dataport accepts");
}

/* ---- framing ---------------------------------------------------------------- */
struct sinkbuf {
	int n;
	size_t len[8];
	uint8_t f[8][2048];
};

static void sink(void *ctx, const uint8_t *f, size_t n)
{
	struct sinkbuf *s = ctx;

	if (s->n < 8 && n <= 2048) {
		memcpy(s->f[s->n], f, n);
		s->len[s->n] = n;
	}
	s->n++;
}

static void put32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
	p[2] = (uint8_t)(v >> 16);
	p[3] = (uint8_t)(v >> 24);
}

static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* an IPv4/UDP frame of n bytes */
static size_t make_udp(uint8_t *f, size_t payload)
{
	size_t n = 14 + 20 + 8 + payload;

	memset(f, 0, n);
	memcpy(f, PEER, 6);
	memcpy(f + 6, MAC_A, 6);
	f[12] = 0x08;
	f[14] = 0x45;
	f[16] = (uint8_t)((20 + 8 + payload) >> 8);
	f[17] = (uint8_t)(20 + 8 + payload);
	f[22] = 64;
	f[23] = 17;
	memcpy(f + 26, "\x0a\x00\x02\x0f\x0a\x00\x02\x02", 8);
	f[34] = 0x30;
	f[35] = 0x39;
	f[36] = 0x00;
	f[37] = 0x07;
	f[38] = (uint8_t)((8 + payload) >> 8);
	f[39] = (uint8_t)(8 + payload);
	for (size_t i = 0; i < payload; i++)
		f[42 + i] = (uint8_t)(i * 7 + 1);
	return n;
}

/* reference UDP checksum: pseudo header + UDP, RFC 768 */
static uint16_t ref_udp_csum(const uint8_t *f, size_t n)
{
	uint8_t ph[12 + 2048];
	size_t ul = n - 34;
	uint32_t s = 0;

	memcpy(ph, f + 26, 8);
	ph[8] = 0;
	ph[9] = 17;
	ph[10] = (uint8_t)(ul >> 8);
	ph[11] = (uint8_t)ul;
	memcpy(ph + 12, f + 34, ul);
	ph[12 + 6] = ph[12 + 7] = 0;
	for (size_t i = 0; i < 12 + ul; i += 2)
		s += (uint32_t)ph[i] << 8 | (i + 1 < 12 + ul ? ph[i + 1] : 0);
	while (s >> 16)
		s = (s & 0xffff) + (s >> 16);
	return (uint16_t)~s;
}

static void test_tx95(void)
{
	struct chip c;
	struct sinkbuf s;
	uint8_t f[600], buf[2048];
	size_t n = make_udp(f, 100);
	int r;

	chip_init(&c, CHIP_LAN9514, EEPROM_NONE, NULL, NULL);
	/* smsc95xx_tx_fixup() without checksum offload */
	put32(buf, (uint32_t)n | 0x2000 | 0x1000);
	put32(buf + 4, (uint32_t)n);
	memcpy(buf + 8, f, n);
	memset(&s, 0, sizeof(s));
	r = frame_tx_parse(&c, buf, 8 + n, sink, &s);
	check(r == 1 && s.n == 1 && s.len[0] == n && !memcmp(s.f[0], f, n),
	      "95xx TX: TX_CMD_A/TX_CMD_B + frame gives the frame");
	/* with checksum offload: preamble csum_start | csum_offset << 16 */
	{
		uint16_t want = ref_udp_csum(f, n);
		uint8_t g[600];
		uint32_t pseudo = 0;

		memcpy(g, f, n);
		/* the stack puts the folded pseudo-header sum in the field */
		pseudo = csum_sum(g + 26, 8, 17 + (uint32_t)(n - 34));
		g[40] = (uint8_t)(pseudo >> 8);
		g[41] = (uint8_t)pseudo;
		put32(buf, (uint32_t)(n + 4) | 0x2000 | 0x1000);
		put32(buf + 4, (uint32_t)(n + 4) | 0x4000);
		put32(buf + 8, 34u | (40u << 16));
		memcpy(buf + 12, g, n);
		memset(&s, 0, sizeof(s));
		r = frame_tx_parse(&c, buf, 12 + n, sink, &s);
		check(r == 1 && s.len[0] == n, "95xx TX csum: preamble stripped");
		check_eq((uint64_t)(s.f[0][40] << 8 | s.f[0][41]), want,
			 "95xx TX csum: chip completes the UDP checksum");
	}
	/* two segments */
	put32(buf, 40u | 0x2000);
	put32(buf + 4, (uint32_t)n);
	memcpy(buf + 8, f, 40);
	put32(buf + 48, (uint32_t)(n - 40) | 0x1000);
	put32(buf + 52, (uint32_t)n);
	memcpy(buf + 56, f + 40, n - 40);
	memset(&s, 0, sizeof(s));
	r = frame_tx_parse(&c, buf, 56 + n - 40, sink, &s);
	check(r == 1 && s.len[0] == n && !memcmp(s.f[0], f, n), "95xx TX: first + last segment joined");
	/* malformed */
	memset(&s, 0, sizeof(s));
	check_eq((uint64_t)frame_tx_parse(&c, buf, 5, sink, &s), (uint64_t)-1, "95xx TX: truncated command refused");
	put32(buf, 1000u | 0x3000);
	put32(buf + 4, 1000);
	check_eq((uint64_t)frame_tx_parse(&c, buf, 100, sink, &s), (uint64_t)-1, "95xx TX: buffer past the end refused");
	put32(buf, 10u | 0x1000);
	put32(buf + 4, 10);
	check_eq((uint64_t)frame_tx_parse(&c, buf, 18, sink, &s), (uint64_t)-1, "95xx TX: last segment without a first refused");
	put32(buf, 10u | 0x3000);
	put32(buf + 4, 12);
	check_eq((uint64_t)frame_tx_parse(&c, buf, 18, sink, &s), (uint64_t)-1, "95xx TX: frame length mismatch refused");
	check_eq((uint64_t)s.n, 0, "95xx TX: nothing delivered from malformed transfers");
	check_eq((uint64_t)frame_tx_parse(&c, buf, 0, sink, &s), 0, "95xx TX: zero-length packet carries no frame");
}

/* port of smsc95xx_rx_fixup(): frames out, or -1 */
static int drv_rx95(const uint8_t *b, size_t len, int ip_align, int rxcsum, struct sinkbuf *s)
{
	size_t pos = 0;

	if (len < 26)
		return -1;
	while (pos < len) {
		uint32_t h;

		if (len - pos < 4 + (size_t)ip_align)
			return -1;
		h = get32(b + pos);
		size_t size = (h >> 16) & 0x3FFF, align = (4 - ((size + (size_t)ip_align) % 4)) % 4;

		pos += 4 + (size_t)ip_align;
		if (size > len - pos || (h & 0x8000) || size > 1514 + 12 || size < 14 + 4 + 2)
			return -1;
		if (rxcsum) {
			/* csum bytes follow the FCS: check them against the frame */
			uint16_t got = (uint16_t)(b[pos + size - 2] << 8 | b[pos + size - 1]);
			uint16_t want = csum_sum(b + pos + 14, size - 6 - 14, 0);

			if (got != want)
				return -1;
			sink(s, b + pos, size - 6);
		} else {
			sink(s, b + pos, size - 4);
		}
		pos += size;
		if (pos < len)
			pos += align;
	}
	return pos == len ? s->n : -1;
}

/* port of smsc75xx_rx_fixup() (pad 2: RX_CMD_A counts the 2 pad bytes) and
 * lan78xx_rx() (pad 0): frames out, or -1; the FCS is checked too */
static int drv_rx_cmd(const uint8_t *b, size_t len, size_t pad, struct sinkbuf *s)
{
	size_t pos = 0;

	if (len < 10 + 14)
		return -1;
	while (pos < len) {
		uint32_t a, bb;
		size_t size, align;

		if (len - pos < 10)
			return -1;
		a = get32(b + pos);
		bb = get32(b + pos + 4);
		if ((a & 0x3FFF) < pad + 4 + 14)
			return -1;
		size = (a & 0x3FFF) - pad;
		align = (4 - ((size + 2) % 4)) % 4;
		pos += 10;
		if (size > len - pos || (a & 0x00400000))
			return -1;
		if (!(a & 0x4000) && (uint16_t)(bb >> 16) != csum_sum(b + pos + 14, size - 4 - 14, 0))
			return -1;
		if (get32(b + pos + size - 4) != crc32_le(b + pos, size - 4))
			return -1;
		sink(s, b + pos, size - 4);
		pos += size;
		if (pos < len)
			pos += align;
	}
	return pos == len ? s->n : -1;
}

static void test_rx(void)
{
	struct chip c;
	struct sinkbuf s;
	uint8_t f[3][200], out[4096];
	size_t fl[3] = { 60, 98, 143 }, used;

	for (int k = 0; k < 3; k++) {
		for (size_t i = 0; i < fl[k]; i++)
			f[k][i] = (uint8_t)(i * 13 + (size_t)k);
		memcpy(f[k], MAC_A, 6);
		f[k][12] = 0x08;
		f[k][13] = 0x00;
	}
	for (int off = 0; off <= 2; off += 2) {
		for (int cs = 0; cs <= 1; cs++) {
			chip_init(&c, CHIP_LAN9514, EEPROM_NONE, NULL, NULL);
			wr(&c, R95_HW_CFG, 0x20 | ((uint32_t)off << 9));
			wr(&c, R95_COE_CR, cs ? 1u : 0u);
			used = 0;
			for (int k = 0; k < 3; k++)
				used += frame_rx_pack(&c, out, used, sizeof(out), f[k], fl[k]);
			memset(&s, 0, sizeof(s));
			check(drv_rx95(out, used, off, cs, &s) == 3 && s.len[0] == 60 && s.len[1] == 98 &&
			      s.len[2] == 143 && !memcmp(s.f[1], f[1], 98) && !memcmp(s.f[2], f[2], 143),
			      "95xx RX: 3 frames in one transfer, RX offset %d, RX csum %s, as smsc95xx_rx_fixup() reads them",
			      off, cs ? "on" : "off");
		}
	}
	check_eq(used % 4 != 0, 1, "95xx RX: no padding after the last frame of a transfer");
	/* capacity */
	chip_init(&c, CHIP_LAN9514, EEPROM_NONE, NULL, NULL);
	check_eq(frame_rx_pack(&c, out, 0, 50, f[1], 98), 0, "RX: a frame larger than the transfer does not fit");
	check_eq(frame_rx_size(&c, 98), 4 + 98 + 4, "95xx RX size: status + frame + FCS");

	chip_init(&c, CHIP_LAN7500, EEPROM_NONE, NULL, NULL);
	wr(&c, R75_RFE_CTL, 0x1800);
	used = 0;
	for (int k = 0; k < 3; k++)
		used += frame_rx_pack(&c, out, used, sizeof(out), f[k], fl[k]);
	memset(&s, 0, sizeof(s));
	check(drv_rx_cmd(out, used, 2, &s) == 3 && s.len[2] == 143 && !memcmp(s.f[2], f[2], 143),
	      "75xx RX: RX_CMD_A/B + 2 pad bytes, 3 frames, checksum in RX_CMD_B, as smsc75xx_rx_fixup() reads them");
	wr(&c, R75_RFE_CTL, 0);
	used = frame_rx_pack(&c, out, 0, sizeof(out), f[0], fl[0]);
	check(get32(out) & 0x4000, "75xx RX: RX_CMD_A LCSM when the checksum engine is off");
}

static void test_tx75(void)
{
	struct chip c;
	struct sinkbuf s;
	uint8_t f[600], buf[2048];
	size_t n = make_udp(f, 33);

	chip_init(&c, CHIP_LAN7500, EEPROM_NONE, NULL, NULL);
	put32(buf, (uint32_t)n | 0x00400000);
	put32(buf + 4, 0);
	memcpy(buf + 8, f, n);
	memset(&s, 0, sizeof(s));
	check(frame_tx_parse(&c, buf, 8 + n, sink, &s) == 1 && s.len[0] == n && !memcmp(s.f[0], f, n),
	      "75xx TX: TX_CMD_A/TX_CMD_B + frame gives the frame");
	put32(buf, (uint32_t)n | 0x00400000 | 0x04000000 | 0x02000000);
	memset(&s, 0, sizeof(s));
	frame_tx_parse(&c, buf, 8 + n, sink, &s);
	check_eq((uint64_t)(s.f[0][40] << 8 | s.f[0][41]), ref_udp_csum(f, n), "75xx TX TPE: UDP checksum filled in");
	check_eq(inet_csum(s.f[0] + 14, 20), 0, "75xx TX IPE: IPv4 header checksum filled in");
	check_eq((uint64_t)frame_tx_parse(&c, buf, 8 + n - 1, sink, &s), (uint64_t)-1, "75xx TX: truncated frame refused");
	put32(buf, 0);
	check_eq((uint64_t)frame_tx_parse(&c, buf, 8, sink, &s), (uint64_t)-1, "75xx TX: zero-length frame refused");
}

/* ---- link partner ------------------------------------------------------------ */
static void test_peer(void)
{
	struct peer p = { .ip = { 10, 0, 2, 2 }, .prefix = 24 };
	struct sinkbuf s;
	uint8_t f[128];

	memcpy(p.mac, PEER, 6);
	memset(f, 0, sizeof(f));
	memset(f, 0xff, 6);
	memcpy(f + 6, MAC_A, 6);
	f[12] = 0x08;
	f[13] = 0x06;
	memcpy(f + 14, "\x00\x01\x08\x00\x06\x04\x00\x01", 8);
	memcpy(f + 22, MAC_A, 6);
	memcpy(f + 28, "\x0a\x00\x02\x0f", 4);
	memcpy(f + 38, "\x0a\x00\x02\x02", 4);
	memset(&s, 0, sizeof(s));
	peer_input(&p, f, 42, sink, &s);
	check(s.n == 1 && !memcmp(s.f[0], MAC_A, 6) && !memcmp(s.f[0] + 6, PEER, 6) &&
	      s.f[0][21] == 2 && !memcmp(s.f[0] + 22, PEER, 6) && !memcmp(s.f[0] + 28, "\x0a\x00\x02\x02", 4) &&
	      !memcmp(s.f[0] + 32, MAC_A, 6), "peer: ARP request for 10.0.2.2 answered to the sender");
	f[41] = 3;
	memset(&s, 0, sizeof(s));
	peer_input(&p, f, 42, sink, &s);
	check_eq((uint64_t)s.n, 0, "peer: ARP for another address ignored");

	/* ICMP echo request */
	memset(f, 0, sizeof(f));
	memcpy(f, PEER, 6);
	memcpy(f + 6, MAC_A, 6);
	f[12] = 0x08;
	f[14] = 0x45;
	f[17] = 20 + 8 + 16;
	f[22] = 64;
	f[23] = 1;
	memcpy(f + 26, "\x0a\x00\x02\x0f\x0a\x00\x02\x02", 8);
	{
		uint16_t c = inet_csum(f + 14, 20);

		f[24] = (uint8_t)(c >> 8);
		f[25] = (uint8_t)c;
	}
	f[34] = 8;
	for (int i = 0; i < 16; i++)
		f[42 + i] = (uint8_t)i;
	{
		uint16_t c = inet_csum(f + 34, 24);

		f[36] = (uint8_t)(c >> 8);
		f[37] = (uint8_t)c;
	}
	memset(&s, 0, sizeof(s));
	peer_input(&p, f, 58, sink, &s);
	check(s.n == 1 && s.f[0][34] == 0 && !memcmp(s.f[0] + 26, "\x0a\x00\x02\x02\x0a\x00\x02\x0f", 8) &&
	      inet_csum(s.f[0] + 14, 20) == 0 && inet_csum(s.f[0] + 34, 24) == 0 &&
	      !memcmp(s.f[0] + 42, f + 42, 16), "peer: ICMP echo answered, addresses swapped, checksums valid");
	f[37] ^= 1;
	memset(&s, 0, sizeof(s));
	peer_input(&p, f, 58, sink, &s);
	check_eq((uint64_t)s.n, 0, "peer: echo request with a bad checksum ignored");
}

/* the link partner's DHCP server (--dhcp): DISCOVER gets an OFFER, REQUEST
 * an ACK of the one address, to the client's hardware address */
static void test_peer_dhcp(void)
{
	struct peer p = { .ip = { 10, 0, 2, 2 }, .prefix = 24 };
	struct sinkbuf s;
	static uint8_t f[14 + 20 + 8 + 240 + 4];
	uint8_t *ip = f + 14, *b = f + 42, *o;
	size_t n = sizeof(f);

	memcpy(p.mac, PEER, 6);
	memset(f, 0, sizeof(f));
	memset(f, 0xff, 6);
	memcpy(f + 6, MAC_A, 6);
	f[12] = 0x08;
	ip[0] = 0x45;
	ip[2] = (uint8_t)((n - 14) >> 8);
	ip[3] = (uint8_t)(n - 14);
	ip[8] = 64;
	ip[9] = 17;
	memset(ip + 16, 0xff, 4);
	ip[20 + 1] = 68;
	ip[20 + 3] = 67;
	b[0] = 1;
	b[1] = 1;
	b[2] = 6;
	memcpy(b + 4, "\x12\x34\x56\x78", 4);
	memcpy(b + 28, MAC_A, 6);
	memcpy(b + 236, "\x63\x82\x53\x63", 4);
	o = b + 240;
	o[0] = 53;
	o[1] = 1;
	o[2] = 1; /* DISCOVER */
	o[3] = 255;
	memset(&s, 0, sizeof(s));
	peer_input(&p, f, n, sink, &s);
	check_eq((uint64_t)s.n, 0, "peer: no DHCP answer without --dhcp");
	p.dhcp_on = 1;
	memcpy(p.dhcp_addr, "\x0a\x00\x02\x0f", 4);
	memset(&s, 0, sizeof(s));
	peer_input(&p, f, n, sink, &s);
	check(s.n == 1 && !memcmp(s.f[0], MAC_A, 6) && !memcmp(s.f[0] + 6, PEER, 6) &&
	      inet_csum(s.f[0] + 14, 20) == 0 && s.f[0][14 + 9] == 17 &&
	      s.f[0][42] == 2 && !memcmp(s.f[0] + 42 + 4, "\x12\x34\x56\x78", 4) &&
	      !memcmp(s.f[0] + 42 + 16, "\x0a\x00\x02\x0f", 4) && !memcmp(s.f[0] + 42 + 28, MAC_A, 6) &&
	      s.f[0][42 + 240] == 53 && s.f[0][42 + 242] == 2 && s.f[0][42 + 243] == 54 &&
	      !memcmp(s.f[0] + 42 + 245, "\x0a\x00\x02\x02", 4),
	      "peer: DHCP DISCOVER answered with an OFFER of the address, server identifier the peer's");
	o[2] = 3; /* REQUEST */
	memset(&s, 0, sizeof(s));
	peer_input(&p, f, n, sink, &s);
	check(s.n == 1 && s.f[0][42 + 242] == 5 && !memcmp(s.f[0] + 42 + 16, "\x0a\x00\x02\x0f", 4),
	      "peer: DHCP REQUEST answered with an ACK");
	o[2] = 7; /* RELEASE */
	memset(&s, 0, sizeof(s));
	peer_input(&p, f, n, sink, &s);
	check_eq((uint64_t)s.n, 0, "peer: other DHCP messages ignored");
	o[1] = 200; /* an option running past the frame */
	o[2] = 1;
	memset(&s, 0, sizeof(s));
	peer_input(&p, f, n, sink, &s);
	check_eq((uint64_t)s.n, 0, "peer: a DHCP option longer than the frame ignored");
}

/* ---- USB device ------------------------------------------------------------------ */
/* a usbdev for chip t, as emu_init() sets it up */
static void dev_init(struct usbdev *d, enum chip_type t, enum eeprom_mode m, const uint8_t *mac)
{
	memset(d, 0, sizeof(*d));
	d->ids = usb_ids_for(t);
	chip_init(&d->chip, t, m, mac, NULL);
}

static void test_usbdev(void)
{
	static struct usbdev d;
	uint8_t b[256];
	int n;

	dev_init(&d, CHIP_LAN9514, EEPROM_NONE, NULL);
	n = usbdev_control(&d, 0x80, 6, 0x0100, 0, 64, b);
	check(n == 18 && b[8] == 0x24 && b[9] == 0x04 && b[10] == 0x00 && b[11] == 0xec && b[4] == 0xff,
	      "LAN9514 device descriptor: 0424:ec00, vendor class");
	n = usbdev_control(&d, 0x80, 6, 0x0200, 0, 9, b);
	check(n == 9 && b[2] == 39, "config descriptor header: wTotalLength 39");
	n = usbdev_control(&d, 0x80, 6, 0x0200, 0, 255, b);
	check(n == 39 && b[13] == 3 && b[20] == 0x81 && b[21] == 2 && b[22] == 0 && b[23] == 2 &&
	      b[27] == 0x02 && b[34] == 0x83 && b[35] == 3 && b[36] == 16 && b[38] == 4,
	      "3 endpoints: bulk IN 0x81/512, bulk OUT 0x02/512, interrupt IN 0x83/16 every 4");
	check_eq((uint64_t)usbdev_control(&d, 0x80, 6, 0x0301, 0, 255, b), (uint64_t)-1,
		 "LAN9514 without EEPROM: no string descriptors");
	n = usbdev_control(&d, 0x80, 6, 0x0600, 0, 10, b);
	check(n == 10 && b[1] == 6, "device qualifier (high-speed device)");
	check_eq((uint64_t)usbdev_control(&d, 0x40, 0xA0, 0, R95_MAC_CR, 3, b), (uint64_t)-1,
		 "WRITE_REGISTER with 3 bytes stalls");
	check_eq((uint64_t)usbdev_control(&d, 0xC0, 0xA1, 0, 0x400, 4, b), (uint64_t)-1,
		 "READ_REGISTER of a missing register stalls");
	check_eq((uint64_t)usbdev_control(&d, 0xC0, 0xA2, 0, 0, 4, b), (uint64_t)-1, "GET_STATS stalls");
	n = usbdev_control(&d, 0xC0, 0xA1, 0, R95_ID_REV, 4, b);
	check(n == 4 && get32(b) == 0xEC000002, "READ_REGISTER ID_REV: 32-bit little-endian");
	put32(b, 0x0c);
	check_eq((uint64_t)usbdev_control(&d, 0x40, 0xA0, 0, R95_MAC_CR, 4, b), 4, "WRITE_REGISTER MAC_CR");
	check_eq(rd(&d.chip, R95_MAC_CR), 0x0c, "MAC_CR written over USB");
	check_eq((uint64_t)usbdev_control(&d, 0x02, 3, 0, 0x81, 0, b), 0, "SET_FEATURE(ENDPOINT_HALT) on 0x81");
	n = usbdev_control(&d, 0x82, 0, 0, 0x81, 2, b);
	check(n == 2 && b[0] == 1, "GET_STATUS(0x81) reports the halt");
	usbdev_control(&d, 0x02, 1, 0, 0x81, 0, b);
	n = usbdev_control(&d, 0x82, 0, 0, 0x81, 2, b);
	check(n == 2 && b[0] == 0, "CLEAR_FEATURE(ENDPOINT_HALT) clears it");
	check_eq((uint64_t)usbdev_control(&d, 0x82, 0, 0, 0x85, 2, b), (uint64_t)-1, "GET_STATUS of a missing endpoint stalls");

	n = usbdev_control(&d, 0x80, 6, 0x0200, 0, 255, b);
	check(n == 39 && b[4] == 1, "bNumInterfaces 1: one function unless --composite");
	d.config = 1;
	check_eq((uint64_t)usbdev_control(&d, 0x81, 10, 0, 1, 1, b), (uint64_t)-1,
		 "GET_INTERFACE(1) stalls: no interface 1 unless --composite");
	check_eq((uint64_t)usbdev_control(&d, 0x01, 11, 0, 1, 0, b), (uint64_t)-1,
		 "SET_INTERFACE(1) stalls: no interface 1 unless --composite");
	check_eq((uint64_t)usbdev_control(&d, 0x81, 0, 0, 1, 2, b), (uint64_t)-1,
		 "GET_STATUS(interface 1) stalls: no interface 1 unless --composite");

	dev_init(&d, CHIP_LAN7500, EEPROM_NONE, NULL);
	n = usbdev_control(&d, 0x80, 6, 0x0100, 0, 64, b);
	check(n == 18 && b[10] == 0x00 && b[11] == 0x75, "LAN7500 device descriptor: 0424:7500");
}

/* --composite: a second vendor-specific interface, on each chip */
static void test_usbdev_composite(void)
{
	static const enum chip_type types[] = { CHIP_LAN9514, CHIP_DM9601 };
	static struct usbdev d;
	uint8_t b[256];
	int n;

	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		const char *name = chip_model_for(types[i])->name;

		dev_init(&d, types[i], EEPROM_NONE, NULL);
		d.composite = 1;
		n = usbdev_control(&d, 0x80, 6, 0x0200, 0, 9, b);
		check(n == 9 && b[2] == 48 && b[3] == 0 && b[4] == 2,
		      "%s --composite: config header wTotalLength 48, bNumInterfaces 2", name);
		n = usbdev_control(&d, 0x80, 6, 0x0200, 0, 255, b);
		check(n == 48 && b[9] == 9 && b[10] == 4 && b[11] == 0 && b[13] == 3 && b[14] == 0xff,
		      "%s --composite: interface 0 (the network function) first, 3 endpoints", name);
		check(b[39] == 9 && b[40] == 4 && b[41] == 1 && b[42] == 0 && b[43] == 0 &&
		      b[44] == 0xff && b[47] == 0,
		      "%s --composite: then interface 1, alt 0, no endpoints, vendor-specific (0xff)", name);
		n = usbdev_control(&d, 0x80, 6, 0x0200, 0, 40, b);
		check(n == 40, "%s --composite: a short GET_DESCRIPTOR gets wLength bytes", name);
		if (!chip_model_for(types[i])->usb->full_speed) {
			n = usbdev_control(&d, 0x80, 6, 0x0700, 0, 255, b);
			check(n == 48 && b[1] == 7 && b[4] == 2 && b[41] == 1,
			      "%s --composite: other-speed configuration has both interfaces", name);
		}
		check((uint64_t)usbdev_control(&d, 0x81, 10, 0, 1, 1, b) == (uint64_t)(uint64_t)-1, "%s --composite: GET_INTERFACE(1) stalls while unconfigured", name);
		d.config = 1;
		n = usbdev_control(&d, 0x81, 10, 0, 1, 1, b);
		check(n == 1 && b[0] == 0, "%s --composite: GET_INTERFACE(1): alt 0", name);
		check((uint64_t)usbdev_control(&d, 0x81, 0, 0, 1, 2, b) == (uint64_t)2, "%s --composite: GET_STATUS(interface 1)", name);
		d.halt_in = 1;
		check((uint64_t)usbdev_control(&d, 0x01, 11, 0, 1, 0, b) == (uint64_t)0, "%s --composite: SET_INTERFACE(1, 0) accepted", name);
		check((uint64_t)d.halt_in == (uint64_t)1, "%s --composite: SET_INTERFACE(1) leaves interface 0's halts alone", name);
		check((uint64_t)usbdev_control(&d, 0x01, 11, 0, 0, 0, b) == (uint64_t)0, "%s --composite: SET_INTERFACE(0, 0) accepted", name);
		check((uint64_t)d.halt_in == (uint64_t)0, "%s --composite: SET_INTERFACE(0) clears its halts", name);
		check((uint64_t)usbdev_control(&d, 0x01, 11, 1, 1, 0, b) == (uint64_t)(uint64_t)-1, "%s --composite: SET_INTERFACE(1, alt 1) stalls", name);
		check((uint64_t)usbdev_control(&d, 0x81, 10, 0, 2, 1, b) == (uint64_t)(uint64_t)-1, "%s --composite: GET_INTERFACE(2) stalls", name);
	}
}

/* ---- usbredir: a second parser plays QEMU ------------------------------------------- */
struct pipe {
	uint8_t *buf;
	size_t len, pos, cap;
};

static void pipe_put(struct pipe *p, const uint8_t *d, size_t n)
{
	if (p->len + n > p->cap) {
		p->cap = (p->len + n) * 2;
		p->buf = realloc(p->buf, p->cap);
	}
	memcpy(p->buf + p->len, d, n);
	p->len += n;
}

static int pipe_get(struct pipe *p, uint8_t *d, int count)
{
	size_t n = p->len - p->pos;

	if (n > (size_t)count)
		n = (size_t)count;
	memcpy(d, p->buf + p->pos, n);
	p->pos += n;
	if (p->pos == p->len)
		p->pos = p->len = 0;
	return (int)n;
}

static struct pipe to_emu, to_qemu;

static int emu_read(void *ctx, uint8_t *d, int c)
{
	(void)ctx;
	return pipe_get(&to_emu, d, c);
}

static int emu_write(void *ctx, uint8_t *d, int c)
{
	(void)ctx;
	pipe_put(&to_qemu, d, (size_t)c);
	return c;
}

struct q {
	struct usbredirparser *p;
	int connected;
	struct usb_redir_device_connect_header dc;
	struct usb_redir_ep_info_header ep;
	int have_ep, have_if;
	int if_count, if_num1, if_class1; /* interface_info: count, the second one */
	int alt_status, alt_iface, nalt; /* the last alt_setting_status */
	int cfg_status, cfg_value;
	uint64_t ctl_id;
	int ctl_status, ctl_len;
	uint8_t ctl_data[256];
	uint64_t bulk_id;
	int bulk_status, bulk_len, bulk_ep, nbulk;
	uint8_t bulk_data[20000];
	int int_status_seen, nint, int_len;
	uint8_t int_data[16];
	int nconnect, ndisconnect;
};
static struct q Q;

static int q_read(void *priv, uint8_t *d, int c)
{
	(void)priv;
	return pipe_get(&to_qemu, d, c);
}

static int q_write(void *priv, uint8_t *d, int c)
{
	(void)priv;
	pipe_put(&to_emu, d, (size_t)c);
	return c;
}

static void q_log(void *priv, int level, const char *msg)
{
	(void)priv;
	if (level <= usbredirparser_error)
		printf("# qemu-side parser: %s\n", msg);
}

static void q_connect(void *priv, struct usb_redir_device_connect_header *h)
{
	(void)priv;
	Q.connected = 1;
	Q.nconnect++;
	Q.dc = *h;
}

static void q_disconnect(void *priv)
{
	(void)priv;
	Q.connected = 0;
	Q.ndisconnect++;
}

static void q_ifinfo(void *priv, struct usb_redir_interface_info_header *h)
{
	(void)priv;
	Q.have_if = h->interface_count == 1 && h->interface_class[0] == 0xff;
	Q.if_count = (int)h->interface_count;
	Q.if_num1 = h->interface[1];
	Q.if_class1 = h->interface_class[1];
}

static void q_altst(void *priv, uint64_t id, struct usb_redir_alt_setting_status_header *h)
{
	(void)priv;
	(void)id;
	Q.alt_status = h->status;
	Q.alt_iface = h->interface;
	Q.nalt++;
}

static void q_epinfo(void *priv, struct usb_redir_ep_info_header *h)
{
	(void)priv;
	Q.ep = *h;
	Q.have_ep = 1;
}

static void q_cfgst(void *priv, uint64_t id, struct usb_redir_configuration_status_header *h)
{
	(void)priv;
	(void)id;
	Q.cfg_status = h->status;
	Q.cfg_value = h->configuration;
}

static void q_control(void *priv, uint64_t id, struct usb_redir_control_packet_header *h,
		      uint8_t *data, int len)
{
	(void)priv;
	Q.ctl_id = id;
	Q.ctl_status = h->status;
	Q.ctl_len = h->length;
	if (len > 0 && len <= 256)
		memcpy(Q.ctl_data, data, (size_t)len);
	usbredirparser_free_packet_data(Q.p, data);
}

static void q_bulk(void *priv, uint64_t id, struct usb_redir_bulk_packet_header *h, uint8_t *data,
		   int len)
{
	(void)priv;
	Q.bulk_id = id;
	Q.bulk_status = h->status;
	Q.bulk_len = h->length | h->length_high << 16;
	Q.bulk_ep = h->endpoint;
	Q.nbulk++;
	if (len > 0 && (size_t)len <= sizeof(Q.bulk_data))
		memcpy(Q.bulk_data, data, (size_t)len);
	usbredirparser_free_packet_data(Q.p, data);
}

static void q_int(void *priv, uint64_t id, struct usb_redir_interrupt_packet_header *h,
		  uint8_t *data, int len)
{
	(void)priv;
	(void)id;
	if (h->status == 0 && len >= 4 && len <= 16) {
		memcpy(Q.int_data, data, (size_t)len);
		Q.int_len = len;
		Q.nint++;
	}
	usbredirparser_free_packet_data(Q.p, data);
}

static void q_intst(void *priv, uint64_t id, struct usb_redir_interrupt_receiving_status_header *h)
{
	(void)priv;
	(void)id;
	Q.int_status_seen = h->status == 0 ? 1 : -1;
}

static void pump(struct emu *e)
{
	for (int i = 0; i < 20; i++) {
		usbredirparser_do_write(Q.p);
		emu_do_read(e);
		emu_do_write(e);
		usbredirparser_do_read(Q.p);
	}
}

static void q_ctrl(struct emu *e, uint64_t id, uint8_t rt, uint8_t req, uint16_t val, uint16_t idx,
		   uint16_t len, uint8_t *data)
{
	struct usb_redir_control_packet_header h = {
		.endpoint = rt & 0x80, .request = req, .requesttype = rt, .status = 0,
		.value = val, .index = idx, .length = len,
	};

	Q.ctl_status = -1;
	usbredirparser_send_control_packet(Q.p, id, &h, (rt & 0x80) ? NULL : data,
					   (rt & 0x80) ? 0 : len);
	pump(e);
}

static void q_wreg(struct emu *e, uint16_t reg, uint32_t v)
{
	uint8_t b[4];

	put32(b, v);
	q_ctrl(e, 7, 0x40, 0xA0, 0, reg, 4, b);
}

/* q_open() makes a composite device (--composite) while this is set */
static int q_composite;

/* the emulator for chip t and a second parser playing QEMU, connected */
static void q_open(struct emu *e, enum chip_type t, enum eeprom_mode m)
{
	uint32_t caps[USB_REDIR_CAPS_SIZE] = { 0 };

	fake_now = 5000;
	emu_init(e, t, m, MAC_E, NULL);
	e->dev.composite = q_composite;
	chip_set_aneg_ms(&e->dev.chip, 50);
	e->read_fn = emu_read;
	e->write_fn = emu_write;
	e->now_ms = test_now;
	emu_start(e);

	memset(&Q, 0, sizeof(Q));
	Q.p = usbredirparser_create();
	Q.p->log_func = q_log;
	Q.p->read_func = q_read;
	Q.p->write_func = q_write;
	Q.p->device_connect_func = q_connect;
	Q.p->device_disconnect_func = q_disconnect;
	Q.p->interface_info_func = q_ifinfo;
	Q.p->ep_info_func = q_epinfo;
	Q.p->alt_setting_status_func = q_altst;
	Q.p->configuration_status_func = q_cfgst;
	Q.p->control_packet_func = q_control;
	Q.p->bulk_packet_func = q_bulk;
	Q.p->interrupt_packet_func = q_int;
	Q.p->interrupt_receiving_status_func = q_intst;
	usbredirparser_caps_set_cap(caps, usb_redir_cap_connect_device_version);
	usbredirparser_caps_set_cap(caps, usb_redir_cap_filter);
	usbredirparser_caps_set_cap(caps, usb_redir_cap_ep_info_max_packet_size);
	usbredirparser_caps_set_cap(caps, usb_redir_cap_64bits_ids);
	usbredirparser_caps_set_cap(caps, usb_redir_cap_32bits_bulk_length);
	usbredirparser_caps_set_cap(caps, usb_redir_cap_bulk_receiving);
	usbredirparser_init(Q.p, "test qemu", caps, USB_REDIR_CAPS_SIZE, 0);
	pump(e);
}

static void q_close(struct emu *e)
{
	usbredirparser_destroy(Q.p);
	emu_free(e);
	free(to_emu.buf);
	free(to_qemu.buf);
	memset(&to_emu, 0, sizeof(to_emu));
	memset(&to_qemu, 0, sizeof(to_qemu));
}

static void test_redir(void)
{
	static struct emu e;
	FILE *logf = tmpfile();
	char logtxt[65536];
	size_t nlog;

	emu_log.f = logf;
	emu_log.now_ms = test_now;
	q_open(&e, CHIP_LAN9514, EEPROM_NONE);

	check(Q.connected && Q.dc.vendor_id == 0x0424 && Q.dc.product_id == 0xec00 &&
	      Q.dc.speed == usb_redir_speed_high && Q.dc.device_version_bcd == 0x0200,
	      "usbredir: device_connect 0424:ec00, high speed, bcdDevice 2.00");
	check(Q.have_if, "usbredir: interface_info: one vendor-class interface");
	check(Q.have_ep && Q.ep.type[17] == usb_redir_type_bulk && Q.ep.type[2] == usb_redir_type_bulk &&
	      Q.ep.type[19] == usb_redir_type_interrupt && Q.ep.interval[19] == 4 &&
	      Q.ep.max_packet_size[17] == 512 && Q.ep.max_packet_size[19] == 16 && Q.ep.type[1] == 255,
	      "usbredir: ep_info: 0x81 bulk/512, 0x02 bulk/512, 0x83 interrupt/16 interval 4");

	q_ctrl(&e, 0x123456789aULL, 0x80, 6, 0x0100, 0, 18, NULL);
	check(Q.ctl_status == 0 && Q.ctl_len == 18 && Q.ctl_data[0] == 18 && Q.ctl_id == 0x123456789aULL,
	      "usbredir: GET_DESCRIPTOR answered, 64-bit id kept");
	q_ctrl(&e, 2, 0xC0, 0xA1, 0, 0x1234, 4, NULL);
	check(Q.ctl_status == usb_redir_stall && Q.ctl_len == 0, "usbredir: register that does not exist: stall");
	{
		struct usb_redir_set_configuration_header sc = { 1 };

		usbredirparser_send_set_configuration(Q.p, 3, &sc);
		pump(&e);
		check(Q.cfg_status == 0 && Q.cfg_value == 1, "usbredir: set_configuration 1 acknowledged");
	}
	/* what smsc95xx_reset() leaves: address, MEF, MAC_CR TXEN|RXEN, TX_CFG ON */
	q_wreg(&e, R95_ADDRL, 0x33221102);
	q_wreg(&e, R95_ADDRH, 0x5544);
	q_wreg(&e, R95_HW_CFG, 0x1000 | 0x20 | 0x2);
	q_wreg(&e, R95_BURST_CAP, 37);
	q_wreg(&e, R95_MAC_CR, 0x0c);
	q_wreg(&e, R95_TX_CFG, 0x4);
	q_wreg(&e, R95_COE_CR, 0x1);
	check(Q.ctl_status == 0, "usbredir: WRITE_REGISTER acknowledged");

	/* bulk IN waits; bulk OUT with an ARP request gets the reply on it */
	{
		struct usb_redir_bulk_packet_header in = { .endpoint = 0x81, .length = 18944 & 0xffff };
		struct usb_redir_bulk_packet_header out = { .endpoint = 0x02 };
		uint8_t t[8 + 42];

		usbredirparser_send_bulk_packet(Q.p, 100, &in, NULL, 0);
		pump(&e);
		check_eq((uint64_t)Q.nbulk, 0, "usbredir: bulk IN pends while the chip has nothing");
		memset(t, 0, sizeof(t));
		put32(t, 42 | 0x3000);
		put32(t + 4, 42);
		memset(t + 8, 0xff, 6);
		memcpy(t + 14, MAC_A, 6);
		t[20] = 0x08;
		t[21] = 0x06;
		memcpy(t + 22, "\x00\x01\x08\x00\x06\x04\x00\x01", 8);
		memcpy(t + 30, MAC_A, 6);
		memcpy(t + 36, "\x0a\x00\x02\x0f", 4);
		memcpy(t + 46, "\x0a\x00\x02\x02", 4);
		out.length = sizeof(t);
		usbredirparser_send_bulk_packet(Q.p, 101, &out, t, sizeof(t));
		pump(&e);
		check(Q.nbulk == 2, "usbredir: bulk OUT completed and bulk IN answered");
		check(Q.bulk_id == 100 && Q.bulk_ep == 0x81 && Q.bulk_len == 4 + 60 + 4 + 2 &&
		      (get32(Q.bulk_data) >> 16) == 66 && !memcmp(Q.bulk_data + 4, MAC_A, 6) &&
		      !memcmp(Q.bulk_data + 10, PEER, 6) && Q.bulk_data[4 + 21] == 2,
		      "usbredir: ARP reply in LAN95xx RX framing (status word, frame, FCS, csum)");
	}
	/* cancel */
	{
		struct usb_redir_bulk_packet_header in = { .endpoint = 0x81, .length = 512 };

		usbredirparser_send_bulk_packet(Q.p, 200, &in, NULL, 0);
		pump(&e);
		usbredirparser_send_cancel_data_packet(Q.p, 200);
		pump(&e);
		check(Q.bulk_id == 200 && Q.bulk_status == usb_redir_cancelled && e.npend == 0,
		      "usbredir: cancel_data_packet answered with status cancelled");
		in.endpoint = 0x85;
		usbredirparser_send_bulk_packet(Q.p, 201, &in, NULL, 0);
		pump(&e);
		check(Q.bulk_id == 201 && Q.bulk_status == usb_redir_inval, "usbredir: bulk on a missing endpoint: inval");
	}
	/* interrupt endpoint: link interrupt after autonegotiation */
	{
		struct usb_redir_start_interrupt_receiving_header si = { 0x83 };
		uint8_t b[4];

		usbredirparser_send_start_interrupt_receiving(Q.p, 0, &si);
		pump(&e);
		check(Q.int_status_seen == 1, "usbredir: start_interrupt_receiving on 0x83 acknowledged");
		q_wreg(&e, R95_INT_EP_CTL, 0x8000);
		put32(b, 1u << 11 | 29u << 6 | 1); /* ack: read INT_SRC (smsc_phy_config_intr) */
		q_ctrl(&e, 8, 0x40, 0xA0, 0, R95_MII_ADDR, 4, b);
		put32(b, 0x0040u); /* MII_DATA = ANEG_COMP mask */
		q_ctrl(&e, 8, 0x40, 0xA0, 0, R95_MII_DATA, 4, b);
		put32(b, 1u << 11 | 30u << 6 | 3);
		q_ctrl(&e, 9, 0x40, 0xA0, 0, R95_MII_ADDR, 4, b);
		put32(b, 1u << 11 | 0u << 6 | 3); /* BMCR = 0 (write restarts nothing) */
		put32(b, 0x1200);
		q_ctrl(&e, 10, 0x40, 0xA0, 0, R95_MII_DATA, 4, b);
		put32(b, 1u << 11 | 0u << 6 | 3);
		q_ctrl(&e, 11, 0x40, 0xA0, 0, R95_MII_ADDR, 4, b); /* BMCR ANENABLE|ANRESTART */
		check_eq((uint64_t)Q.nint, 0, "usbredir: no interrupt packet before autonegotiation completes");
		fake_now += 60;
		emu_poll(&e);
		pump(&e);
		check(Q.nint == 1 && get32(Q.int_data) == 0x8000,
		      "usbredir: interrupt packet INT_STS PHY_INT when autonegotiation completes");
		fake_now += 150;
		emu_poll(&e);
		pump(&e);
		check(Q.nint == 2, "usbredir: still pending: reported again after 100 ms (level)");
		put32(b, 1u << 11 | 29u << 6 | 1); /* read INT_SRC: clears */
		q_ctrl(&e, 12, 0x40, 0xA0, 0, R95_MII_ADDR, 4, b);
		fake_now += 150;
		emu_poll(&e);
		pump(&e);
		check(Q.nint == 2, "usbredir: no more interrupt packets once the driver read INT_SRC");
	}
	/* garbage from the peer: a parse error, not a crash */
	{
		/* a header of an unknown type announcing 4 bytes, and the 4 bytes */
		uint8_t junk[20] = { 0xff, 0xff, 0, 0, 4, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9 };
		unsigned before = e.parse_errors;

		pipe_put(&to_emu, junk, sizeof(junk));
		emu_do_read(&e);
		check(e.parse_errors > before, "usbredir: unknown packet type counted as a parse error");
		q_ctrl(&e, 13, 0x80, 6, 0x0100, 0, 18, NULL);
		check(Q.ctl_status == 0 && Q.ctl_id == 13, "usbredir: the next packet still parses");
	}
	q_close(&e);

	fflush(logf);
	rewind(logf);
	nlog = fread(logtxt, 1, sizeof(logtxt) - 1, logf);
	logtxt[nlog] = 0;
	fclose(logf);
	emu_log.f = NULL;
	check(strstr(logtxt, "{\"ev\":\"mac\"") == NULL &&
	      strstr(logtxt, "\"ev\":\"mac\",\"regs\":\"ADDRH/ADDRL\",\"mac\":\"02:11:22:33:44:55\"}\n") != NULL,
	      "record: the address programmed into ADDRH/ADDRL");
	check(strstr(logtxt, "\"ev\":\"tx\",\"src\":\"02:11:22:33:44:55\",\"dst\":\"ff:ff:ff:ff:ff:ff\",\"type\":\"0x00000806\"") != NULL,
	      "record: source MAC of the frame the guest sent");
	check(strstr(logtxt, "\"ev\":\"reg\",\"name\":\"MAC_CR\",\"old\":\"0x00000000\",\"val\":\"0x0000000c\"") != NULL,
	      "record: MAC_CR change");
	check(strstr(logtxt, "\"ev\":\"stall\"") != NULL, "record: the stalled register access");
}

/* ---- faults the first test set missed ------------------------------------------ */
/*
 * ether_crc() the way old kernels wrote it (MSB-first, poly 0x04c11db7), as
 * an independent reference for the hash filters.
 */
static uint32_t ref_ether_crc(const uint8_t *a)
{
	uint32_t crc = 0xFFFFFFFFu;

	for (int i = 0; i < 6; i++) {
		uint8_t b = a[i];

		for (int bit = 0; bit < 8; bit++, b >>= 1) {
			uint32_t carry = ((crc >> 31) ^ b) & 1;

			crc <<= 1;
			if (carry)
				crc ^= 0x04C11DB7u;
		}
	}
	return crc;
}

static const uint8_t BCAST[6] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
static const uint8_t MC1[6] = { 0x01, 0x00, 0x5e, 0x00, 0x00, 0x01 };
static const uint8_t MC2[6] = { 0x33, 0x33, 0x00, 0x00, 0x00, 0x01 };

/* interface 1 through usbredir: set_alt_setting / get_alt_setting */
static int q_alt(struct emu *e, int set, uint8_t iface)
{
	int before = Q.nalt;

	if (set) {
		struct usb_redir_set_alt_setting_header h = { .interface = iface, .alt = 0 };

		usbredirparser_send_set_alt_setting(Q.p, 40, &h);
	} else {
		struct usb_redir_get_alt_setting_header h = { .interface = iface };

		usbredirparser_send_get_alt_setting(Q.p, 41, &h);
	}
	pump(e);
	return Q.nalt == before + 1 && Q.alt_iface == iface ? Q.alt_status : -1;
}

/* --composite over usbredir: interface_info names both interfaces */
static void test_redir_composite(void)
{
	static struct emu e;
	struct usb_redir_set_configuration_header sc = { 1 };

	for (int comp = 0; comp <= 1; comp++) {
		q_composite = comp;
		q_open(&e, CHIP_LAN9514, EEPROM_NONE);
		q_composite = 0;
		if (comp)
			check(Q.if_count == 2 && Q.if_num1 == 1 && Q.if_class1 == 0xff,
			      "usbredir --composite: interface_info: interfaces 0 and 1, both 0xff");
		else
			check(Q.if_count == 1, "usbredir: interface_info: one interface unless --composite");
		usbredirparser_send_set_configuration(Q.p, 3, &sc);
		pump(&e);
		check(q_alt(&e, 1, 0) == usb_redir_success, "usbredir%s: set_alt_setting(0, 0) acknowledged",
		      comp ? " --composite" : "");
		if (comp) {
			check(q_alt(&e, 1, 1) == usb_redir_success,
			      "usbredir --composite: set_alt_setting(1, 0) acknowledged");
			check(q_alt(&e, 0, 1) == usb_redir_success,
			      "usbredir --composite: get_alt_setting(1) answered");
		} else {
			check(q_alt(&e, 1, 1) == usb_redir_stall,
			      "usbredir: set_alt_setting(1, 0) stalls without --composite");
			check(q_alt(&e, 0, 1) == usb_redir_stall,
			      "usbredir: get_alt_setting(1) stalls without --composite");
		}
		check(q_alt(&e, 1, 2) == usb_redir_stall, "usbredir%s: set_alt_setting(2, 0) stalls",
		      comp ? " --composite" : "");
		q_close(&e);
	}
}

static void test_checksums(void)
{
	check_eq(crc32_le((const uint8_t *)"123456789", 9), 0xCBF43926u,
		 "Ethernet FCS: CRC-32 check value of \"123456789\" is 0xcbf43926");
	check_eq(ether_crc(MC1) >> 26, 31, "ether_crc(01:00:5e:00:00:01) >> 26 is 31 (smsc95xx.c)");
	check_eq(ether_crc(BCAST) >> 26, 63, "ether_crc(broadcast) >> 26 is 63 (dm9601.c: bit 63 is broadcast)");
	check_eq(ether_crc(MC2), ref_ether_crc(MC2), "ether_crc matches the MSB-first reference");
}

/* the 512-bit hash of the LAN7500/LAN7800: exactly one bit per address */
static void hash512_one(struct chip *c, uint32_t dp_sel, uint32_t dp_addr, uint32_t dp_data,
			uint32_t dp_cmd, const uint8_t *a)
{
	uint32_t bit = (ref_ether_crc(a) >> 23) & 0x1ff;

	for (uint32_t i = 0; i < 16; i++) {
		wr(c, dp_sel, (rd(c, dp_sel) & ~0xFu) | 1);
		wr(c, dp_addr, 128 + i);
		wr(c, dp_data, i == bit / 32 ? 1u << (bit % 32) : 0);
		wr(c, dp_cmd, 1);
	}
}

static void test_hash_bits(void)
{
	struct chip c;

	chip_init(&c, CHIP_LAN7500, EEPROM_NONE, NULL, NULL);
	wr(&c, R75_RFE_CTL, 0x2 | 0x8);
	hash512_one(&c, R75_DP_SEL, R75_DP_ADDR, R75_DP_DATA, R75_DP_CMD, MC1);
	check(chip_rx_accepts(&c, MC1), "75xx hash: the one bit of 01:00:5e:00:00:01 (ether_crc >> 23) accepts it");
	check(!chip_rx_accepts(&c, MC2), "75xx hash: another group with its bit clear is refused");
	chip_init(&c, CHIP_LAN7800, EEPROM_NONE, NULL, NULL);
	wr(&c, 0x0B0, 0x2 | 0x8);
	hash512_one(&c, 0x024, 0x02C, 0x030, 0x028, MC2);
	check(chip_rx_accepts(&c, MC2) && !chip_rx_accepts(&c, MC1),
	      "78xx hash: only the group whose bit is set passes (RFE_CTL MCAST_HASH)");
}

static void test_log_escape(void)
{
	FILE *f = tmpfile();
	char txt[256];
	size_t n;

	emu_log.f = f;
	emu_log.now_ms = NULL;
	log_ev("hello", "s", "peer", "qemu \"9\"\\\x01\xc3\xa9\x7f");
	fflush(f);
	rewind(f);
	n = fread(txt, 1, sizeof(txt) - 1, f);
	txt[n] = 0;
	fclose(f);
	emu_log.f = NULL;
	check(!strcmp(txt, "{\"t\":0,\"ev\":\"hello\",\"peer\":\"qemu \\\"9\\\"\\\\\\u0001\\u00c3\\u00a9\\u007f\"}\n"),
	      "record: quotes and backslash escaped, control bytes and bytes >= 0x7f as \\u00XX");
}

static void test_redir_faults(void)
{
	static struct emu e;
	uint8_t b[4];

	q_open(&e, CHIP_LAN9514, EEPROM_NONE);
	{
		struct usb_redir_set_configuration_header sc = { 2 };

		usbredirparser_send_set_configuration(Q.p, 3, &sc);
		pump(&e);
		check(Q.cfg_status == usb_redir_stall && Q.cfg_value == 0 && e.dev.config == 0,
		      "usbredir: set_configuration 2 (there is one configuration) stalls, stays unconfigured");
		sc.configuration = 1;
		usbredirparser_send_set_configuration(Q.p, 4, &sc);
		pump(&e);
	}
	/* SET_INTERFACE resets the endpoints' halt (USB 2.0 9.4.10) */
	q_ctrl(&e, 5, 0x02, 3, 0, 0x81, 0, NULL);
	q_ctrl(&e, 6, 0x01, 11, 0, 0, 0, NULL);
	q_ctrl(&e, 7, 0x82, 0, 0, 0x81, 2, NULL);
	check(Q.ctl_status == 0 && Q.ctl_data[0] == 0, "SET_INTERFACE cleared ENDPOINT_HALT of 0x81");
	/* a frame waits in the chip; a USB reset drops it */
	q_wreg(&e, R95_MAC_CR, 0x0c);
	fake_now += 100;
	emu_poll(&e);
	emu_rx_frame(&e, BCAST, 6 + 54);
	check_eq((uint64_t)e.rxq_count, 1, "a broadcast frame waits for a bulk IN");
	usbredirparser_send_reset(Q.p);
	pump(&e);
	check_eq((uint64_t)e.rxq_count, 0, "USB reset: the chip's receive FIFO is empty again");
	/* more bulk INs than the emulator keeps */
	{
		struct usb_redir_bulk_packet_header in = { .endpoint = 0x81, .length = 512 };
		struct usb_redir_set_configuration_header sc = { 1 };

		usbredirparser_send_set_configuration(Q.p, 8, &sc);
		pump(&e);
		for (uint64_t id = 1000; id < 1000 + MAX_PENDING; id++)
			usbredirparser_send_bulk_packet(Q.p, id, &in, NULL, 0);
		pump(&e);
		check_eq((uint64_t)e.npend, MAX_PENDING, "MAX_PENDING bulk INs pend");
		Q.nbulk = 0;
		usbredirparser_send_bulk_packet(Q.p, 5000, &in, NULL, 0);
		pump(&e);
		check(e.npend == MAX_PENDING && Q.nbulk == 1 && Q.bulk_id == 5000 &&
		      Q.bulk_status == usb_redir_ioerror, "one more bulk IN is refused with ioerror");
	}
	(void)b;
	q_close(&e);
}
/* ---- fault injection (--fault) ------------------------------------------------------- */
static void q_setcfg(struct emu *e, uint8_t v)
{
	struct usb_redir_set_configuration_header sc = { v };

	usbredirparser_send_set_configuration(Q.p, 3, &sc);
	pump(e);
}

/* idProduct and bcdDevice of the device descriptor QEMU reads now */
static void q_ids(struct emu *e, unsigned *pid, unsigned *bcd)
{
	q_ctrl(e, 40, 0x80, 6, 0x0100, 0, 18, NULL);
	*pid = (unsigned)(Q.ctl_data[10] | Q.ctl_data[11] << 8);
	*bcd = (unsigned)(Q.ctl_data[12] | Q.ctl_data[13] << 8);
}

static void test_fault_inject(void)
{
	static struct emu e;
	static const char *bad[] = {
		"disconnect-after=", "disconnect-after=x", "disconnect-after=-1", "disconnect-after=3x",
		"disconnect-at=", "disconnect-at=114:0", "disconnect-at=:1", "disconnect-at=114:",
		"disconnect-at=10000", "reset-pid=", "reset-pid=10000", "reset-pid=-1", "reset-pid=9e0g",
		"reset-bcd=+1", "bogus", "",
	};
	struct usb_redir_bulk_packet_header in = { .endpoint = 0x81, .length = 512 };
	unsigned pid, bcd, nbad = 0;

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		nbad += emu_fault_parse(&e, bad[i]) == -1;
	check_eq(nbad, sizeof(bad) / sizeof(bad[0]), "--fault: every malformed SPEC refused");

	/* disconnect-after=3: three register accesses answered, the fourth fails */
	q_open(&e, CHIP_LAN9514, EEPROM_NONE);
	check(emu_fault_parse(&e, "disconnect-after=3") == 0 && e.fault_disconnect_after == 3,
	      "--fault disconnect-after=3 parsed");
	q_setcfg(&e, 1);
	q_ctrl(&e, 41, 0x80, 6, 0x0100, 0, 18, NULL); /* standard: not counted */
	q_wreg(&e, R95_MAC_CR, 0x0c);
	q_ctrl(&e, 42, 0xc0, 0xA1, 0, R95_ID_REV, 4, NULL);
	q_ctrl(&e, 43, 0xc0, 0xA1, 0, R95_MAC_CR, 4, NULL);
	check(Q.ctl_status == 0 && get32(Q.ctl_data) == 0x0c, "fault: vendor requests 1 to 3 answered");
	usbredirparser_send_bulk_packet(Q.p, 60, &in, NULL, 0);
	pump(&e);
	check_eq((uint64_t)e.npend, 1, "fault: a bulk IN pends before the fault");
	q_ctrl(&e, 44, 0xc0, 0xA1, 0, R95_ID_REV, 4, NULL);
	check(Q.ctl_id == 44 && Q.ctl_status == usb_redir_ioerror && e.dying && Q.ndisconnect == 0,
	      "fault: request 4 fails (ioerror), the device is still attached");
	fake_now += FAULT_QUIET_MS - 1;
	q_ctrl(&e, 45, 0x80, 6, 0x0100, 0, 18, NULL);
	check(Q.ctl_id == 45 && Q.ctl_status == usb_redir_ioerror, "fault: standard requests fail too while going");
	Q.nbulk = 0;
	usbredirparser_send_bulk_packet(Q.p, 61, &in, NULL, 0);
	pump(&e);
	check(Q.nbulk == 1 && Q.bulk_id == 61 && Q.bulk_status == usb_redir_ioerror, "fault: bulk fails while going");
	fake_now += FAULT_QUIET_MS - 1;
	emu_poll(&e);
	pump(&e);
	check(Q.ndisconnect == 0 && emu_next_timeout(&e) == 1,
	      "fault: no device_disconnect while the driver keeps trying; due FAULT_QUIET_MS after its last try");
	fake_now += 1;
	emu_poll(&e);
	pump(&e);
	check(Q.ndisconnect == 1 && !e.connected && !e.dying && e.npend == 0 && !e.int_receiving,
	      "fault: device_disconnect FAULT_QUIET_MS after the last try; what QEMU asked for is dropped");
	q_ctrl(&e, 46, 0xc0, 0xA1, 0, R95_ID_REV, 4, NULL);
	check(Q.ctl_id == 46 && Q.ctl_status == usb_redir_ioerror, "fault: a request after the disconnect fails");
	emu_replug(&e);
	pump(&e);
	check(Q.nconnect == 2 && Q.connected && e.connected && e.dev.config == 0,
	      "replug: announced again, unconfigured");
	q_setcfg(&e, 1);
	for (int i = 0; i < 6; i++)
		q_ctrl(&e, (uint64_t)(50 + i), 0xc0, 0xA1, 0, R95_MAC_CR, 4, NULL);
	check(Q.ctl_status == 0 && get32(Q.ctl_data) == 0 && Q.ndisconnect == 1,
	      "replug: powered on again (MAC_CR 0), the fault does not fire twice");
	emu_replug(&e);
	pump(&e);
	check_eq((uint64_t)Q.nconnect, 2, "replug while plugged in: nothing");
	q_close(&e);

	/* disconnect-at=HEX:K counts the accesses to that register only */
	q_open(&e, CHIP_LAN9514, EEPROM_NONE);
	check(emu_fault_parse(&e, "disconnect-at=114:2") == 0, "--fault disconnect-at=114:2 parsed");
	q_setcfg(&e, 1);
	for (int i = 0; i < 4; i++)
		q_ctrl(&e, (uint64_t)(60 + i), 0xc0, 0xA1, 0, R95_ID_REV, 4, NULL);
	q_ctrl(&e, 64, 0xc0, 0xA1, 0, R95_MII_ADDR, 4, NULL);
	check(Q.ctl_status == 0 && !e.dying, "fault: access 1 to MII_ADDR answered (other registers not counted)");
	q_ctrl(&e, 65, 0x40, 0xA0, 0, R95_MII_ADDR, 4, (uint8_t *)"\0\0\0\0");
	check(Q.ctl_id == 65 && Q.ctl_status == usb_redir_ioerror && e.dying, "fault: access 2 to MII_ADDR fails");
	q_close(&e);

	/* reset-pid / reset-bcd: the first USB reset after configuration */
	q_open(&e, CHIP_LAN9514, EEPROM_NONE);
	check(emu_fault_parse(&e, "reset-pid=9e00") == 0, "--fault reset-pid=9e00 parsed");
	usbredirparser_send_reset(Q.p);
	pump(&e);
	q_ids(&e, &pid, &bcd);
	check(pid == 0xec00 && bcd == 0x0200, "reset before configuration (enumeration): ids kept");
	q_setcfg(&e, 1);
	usbredirparser_send_reset(Q.p);
	pump(&e);
	q_ids(&e, &pid, &bcd);
	check(pid == 0x9e00 && bcd == 0x0200, "reset after configuration: idProduct 9e00, bcdDevice kept");
	check(lan9514_ids.pid == 0xec00, "the model's ids are not touched");
	q_close(&e);
	q_open(&e, CHIP_LAN9514, EEPROM_NONE);
	check(emu_fault_parse(&e, "reset-bcd=0300") == 0, "--fault reset-bcd=0300 parsed");
	q_setcfg(&e, 1);
	usbredirparser_send_reset(Q.p);
	pump(&e);
	q_ids(&e, &pid, &bcd);
	check(pid == 0xec00 && bcd == 0x0300, "reset after configuration: bcdDevice 3.00, idProduct kept");
	e.dev.ids = &lan9514_ids;
	q_setcfg(&e, 1);
	usbredirparser_send_reset(Q.p);
	pump(&e);
	q_ids(&e, &pid, &bcd);
	check(bcd == 0x0200, "the fault fires once");
	q_close(&e);
}

/* ---- LAN7800 ---------------------------------------------------------------------- */
#define L78_INT_STS 0x00C
#define L78_HW_CFG 0x010
#define L78_PMT_CTL 0x014
#define L78_E2P_CMD 0x040
#define L78_USB_CFG0 0x080
#define L78_BURST_CAP 0x090
#define L78_INT_EP_CTL 0x098
#define L78_RFE_CTL 0x0B0
#define L78_FCT_RX_CTL 0x0C0
#define L78_FCT_TX_CTL 0x0C4
#define L78_MAC_CR 0x100
#define L78_MAC_RX 0x104
#define L78_MAC_TX 0x108
#define L78_RX_ADDRH 0x118
#define L78_RX_ADDRL 0x11C
#define L78_MII_ACC 0x120
#define L78_MII_DATA 0x124
#define L78_MAF_HI0 0x400
#define L78_MAF_LO0 0x404
#define L78_OTP_PWR_DN 0x1000
#define L78_OTP_ADDR1 0x1004
#define L78_OTP_ADDR2 0x1008
#define L78_OTP_RD_DATA 0x1018
#define L78_OTP_FUNC_CMD 0x1020
#define L78_OTP_CMD_GO 0x1028
#define L78_OTP_STATUS 0x1030

static int l78_mdio_read(struct chip *c, int reg)
{
	int spins = 0;

	wr(c, L78_MII_ACC, 1u << 11 | (uint32_t)reg << 6 | 1);
	while (rd(c, L78_MII_ACC) & 1)
		if (++spins > 100)
			return -1;
	return (int)(rd(c, L78_MII_DATA) & 0xffff);
}

static void l78_mdio_write(struct chip *c, int reg, uint16_t v)
{
	wr(c, L78_MII_DATA, v);
	wr(c, L78_MII_ACC, 1u << 11 | (uint32_t)reg << 6 | 3);
	while (rd(c, L78_MII_ACC) & 1)
		;
}

/* port of lan78xx_read_raw_otp(): 0 or -EIO */
static int drv_read_otp(struct chip *c, uint32_t off, uint32_t len, uint8_t *out)
{
	int spins = 0;

	if (rd(c, L78_OTP_PWR_DN) & 1) {
		wr(c, L78_OTP_PWR_DN, 0);
		while (rd(c, L78_OTP_PWR_DN) & 1)
			if (++spins > 100)
				return -5;
	}
	for (uint32_t i = 0; i < len; i++) {
		wr(c, L78_OTP_ADDR1, ((off + i) >> 8) & 0x1f);
		wr(c, L78_OTP_ADDR2, (off + i) & 0xff);
		wr(c, L78_OTP_FUNC_CMD, 1);
		wr(c, L78_OTP_CMD_GO, 1);
		while (rd(c, L78_OTP_STATUS) & 1)
			if (++spins > 100)
				return -5;
		out[i] = (uint8_t)rd(c, L78_OTP_RD_DATA);
	}
	return 0;
}

static void test_lan7800(void)
{
	static struct usbdev d;
	struct chip c;
	struct sinkbuf s;
	uint8_t m[6], b[256], f[3][200], out[4096];
	size_t fl[3] = { 60, 99, 142 }, used;
	int n;

	chip_init(&c, CHIP_LAN7800, EEPROM_NONE, NULL, NULL);
	check_eq(rd(&c, 0) >> 16, 0x7800, "78xx ID_REV chip id 0x7800 (ID_REV_CHIP_ID_7800_)");
	check(rd(&c, L78_PMT_CTL) & 0x80, "78xx PMT_CTL READY after power-on");
	chip_mac(&c, m);
	check(!memcmp(m, BCAST, 6), "78xx no EEPROM, blank OTP: RX_ADDRH/L power on ff:ff:ff:ff:ff:ff");
	check_eq((uint64_t)drv_read_otp(&c, 0, 1, b), 0, "78xx OTP readable the driver's way");
	check_eq(b[0], 0, "78xx blank OTP: no indicator at 0");
	chip_set_otp(&c, MAC_A);
	chip_mac(&c, m);
	check(!memcmp(m, MAC_A, 6), "78xx OTP with an address: loaded into RX_ADDRH/L at power-on");
	drv_read_otp(&c, 0, 7, b);
	check(b[0] == 0xF3 && !memcmp(b + 1, MAC_A, 6), "78xx OTP: indicator 0xf3, address at 1 (lan78xx_read_otp)");
	wr(&c, L78_OTP_CMD_GO, 1);
	check(rd(&c, L78_OTP_STATUS) & 1, "78xx OTP_STATUS BUSY right after OTP_CMD_GO");
	check_eq(rd(&c, L78_OTP_STATUS) & 1, 0, "78xx OTP_STATUS BUSY clears");
	chip_init(&c, CHIP_LAN7800, EEPROM_MAC, MAC_E, NULL);
	chip_set_otp(&c, MAC_A);
	chip_mac(&c, m);
	check(!memcmp(m, MAC_E, 6), "78xx EEPROM and OTP: the EEPROM address wins");
	check_eq((uint64_t)drv_read_eeprom(&c, 1, 6, b), 0, "78xx EEPROM at E2P_CMD/E2P_DATA 0x40/0x44");
	check(!memcmp(b, MAC_E, 6), "78xx EEPROM: address at offset 1");

	/* resets and the stop handshakes */
	chip_init(&c, CHIP_LAN7800, EEPROM_NONE, NULL, MAC_A);
	wr(&c, L78_MAC_CR, 0x0c);
	wr(&c, L78_HW_CFG, rd(&c, L78_HW_CFG) | 0x2);
	check(rd(&c, L78_HW_CFG) & 0x2, "78xx HW_CFG LRST set on the first read");
	check_eq(rd(&c, L78_HW_CFG) & 0x2, 0, "78xx HW_CFG LRST self-clears");
	check_eq(rd(&c, L78_MAC_CR), 0, "78xx Lite Reset cleared MAC_CR");
	chip_mac(&c, m);
	check(!memcmp(m, MAC_A, 6), "78xx Lite Reset kept RX_ADDRH/L");
	wr(&c, L78_MAC_CR, 1);
	check(rd(&c, L78_MAC_CR) & 1, "78xx MAC_CR RST set on the first read");
	check_eq(rd(&c, L78_MAC_CR) & 1, 0, "78xx MAC_CR RST self-clears (lan78xx_mac_reset)");
	check_eq(rd(&c, L78_MAC_RX) & 3, 2, "78xx MAC_RX: RXD while the receiver is off");
	wr(&c, L78_MAC_RX, 1);
	check_eq(rd(&c, L78_MAC_RX) & 3, 1, "78xx MAC_RX RXEN clears RXD");
	wr(&c, L78_MAC_RX, 0);
	check_eq(rd(&c, L78_MAC_RX) & 2, 2, "78xx MAC_RX: RXD again once stopped (lan78xx_stop_hw)");
	check_eq(rd(&c, L78_FCT_TX_CTL) & 0x00100000u, 0x00100000u, "78xx FCT_TX_CTL DIS while disabled");
	wr(&c, L78_FCT_TX_CTL, 0x80000000u | 0x40000000u);
	check_eq(rd(&c, L78_FCT_TX_CTL), 0x80000000u, "78xx FCT_TX_CTL EN, RST self-clears, DIS off");
	wr(&c, L78_MAC_TX, 1);
	check(chip_tx_enabled(&c), "78xx transmitter on: MAC_TX TXEN and FCT_TX_CTL EN");
	wr(&c, L78_FCT_TX_CTL, 0);
	check_eq(rd(&c, L78_FCT_TX_CTL), 0x00100000u, "78xx FCT_TX_CTL DIS again once disabled (lan78xx_stop_tx_path)");
	wr(&c, L78_PMT_CTL, rd(&c, L78_PMT_CTL) | 0x10);
	check(rd(&c, L78_PMT_CTL) & 0x10, "78xx PMT_CTL PHY_RST set on the first read");
	check_eq(rd(&c, L78_PMT_CTL) & 0x90, 0x80, "78xx PMT_CTL PHY_RST clears, READY stays");
	{
		uint32_t v;

		check_eq((uint64_t)chip_reg_read(&c, 0x800, &v), (uint64_t)-1, "78xx: register 0x800 does not exist");
		check_eq((uint64_t)chip_reg_read(&c, 0x1030, &v), 0, "78xx: OTP_STATUS exists");
	}

	/* the LAN88xx PHY */
	fake_now = 1000;
	chip_init(&c, CHIP_LAN7800, EEPROM_NONE, NULL, NULL);
	chip_set_aneg_ms(&c, 100);
	c.now = fake_now;
	{
		uint32_t id = (uint32_t)l78_mdio_read(&c, 2) << 16 | (uint32_t)l78_mdio_read(&c, 3);

		check_eq(id & 0xfffffff2u, 0x0007c132u, "78xx PHY id matches Microchip LAN88xx (0x0007c132/0xfffffff2)");
	}
	l78_mdio_write(&c, 31, 0x52B5);
	l78_mdio_write(&c, 16, 0x8F82);
	check_eq((uint64_t)l78_mdio_read(&c, 16), 0x8F82, "78xx PHY page 0x52b5: TR_CR reads back (lan88xx_TR_reg_set)");
	l78_mdio_write(&c, 31, 0);
	check(l78_mdio_read(&c, 16) != 0x8F82, "78xx PHY page 0: register 16 is not the TR page's");
	l78_mdio_write(&c, 0, 0x8000);
	l78_mdio_write(&c, 25, 0x8000 | 0x2000);
	wr(&c, L78_INT_EP_CTL, 0x20000);
	check_eq(chip_int_word(&c), 0, "78xx: no PHY interrupt while negotiating");
	c.now += 150;
	check((l78_mdio_read(&c, 1) & 0x24) == 0x24 || (l78_mdio_read(&c, 1) & 0x24) == 0x24,
	      "78xx PHY: link up and autonegotiation complete");
	check_eq((uint64_t)l78_mdio_read(&c, 10) & 0x0800, 0x0800, "78xx PHY STAT1000: partner 1000 full");
	check_eq(chip_int_word(&c), 0x20000, "78xx interrupt word: INT_STS PHY_INT (bit 17) from LINK_CHANGE");
	wr(&c, L78_INT_EP_CTL, 0);
	check_eq(chip_int_word(&c), 0, "78xx interrupt endpoint silent while INT_EP_CTL masks PHY_INT");
	wr(&c, L78_INT_EP_CTL, 0x20000);
	check(rd(&c, L78_INT_STS) & 0x20000, "78xx INT_STS PHY_INT");
	check_eq((uint64_t)l78_mdio_read(&c, 26) & 0x2000, 0x2000, "78xx PHY INT_STS (26): LINK_CHANGE");
	check_eq(chip_int_word(&c), 0, "78xx PHY interrupt drops once INT_STS was read");
	chip_set_cable(&c, 0);
	check_eq(chip_int_word(&c), 0x20000, "78xx cable pulled: LINK_CHANGE again");

	/* filter: MAF entry 0 as lan78xx_init_mac_address() writes it */
	chip_init(&c, CHIP_LAN7800, EEPROM_NONE, NULL, NULL);
	wr(&c, L78_RFE_CTL, 0x400 | 0x2);
	check(!chip_rx_accepts(&c, MAC_A), "78xx filter: DA_PERFECT without entries refuses");
	wr(&c, L78_MAF_LO0, 0x33221102);
	wr(&c, L78_MAF_HI0, 0x80000000u | 0x5544);
	check(chip_rx_accepts(&c, MAC_A), "78xx filter: MAF entry 0 accepted");
	check(!chip_rx_accepts(&c, MAC_E), "78xx filter: another unicast refused");
	check(chip_rx_accepts(&c, BCAST), "78xx filter: BCAST_EN accepts broadcast");
	wr(&c, L78_MAF_HI0, 0x5544);
	check(!chip_rx_accepts(&c, MAC_A), "78xx filter: entry without VALID ignored");
	wr(&c, L78_RFE_CTL, 0x2);
	check(!chip_rx_accepts(&c, BCAST), "78xx filter: no BCAST_EN refuses broadcast");
	wr(&c, L78_MAC_RX, 1);
	wr(&c, L78_FCT_RX_CTL, 0x80000000u);
	c.now = 1000;
	chip_tick(&c);
	check(chip_rx_enabled(&c), "78xx receiver on: MAC_RX RXEN, FCT_RX_CTL EN, link");
	wr(&c, L78_FCT_RX_CTL, 0);
	check(!chip_rx_enabled(&c), "78xx receiver off without FCT_RX_CTL EN");

	/* framing */
	for (int k = 0; k < 3; k++) {
		for (size_t i = 0; i < fl[k]; i++)
			f[k][i] = (uint8_t)(i * 11 + (size_t)k);
		memcpy(f[k], MAC_A, 6);
		f[k][12] = 0x08;
		f[k][13] = 0x00;
	}
	wr(&c, L78_HW_CFG, 0x10);
	wr(&c, L78_RFE_CTL, 0x1800);
	used = 0;
	for (int k = 0; k < 3; k++)
		used += frame_rx_pack(&c, out, used, sizeof(out), f[k], fl[k]);
	memset(&s, 0, sizeof(s));
	check(drv_rx_cmd(out, used, 0, &s) == 3 && s.len[0] == 60 && s.len[1] == 99 && s.len[2] == 142 &&
	      !memcmp(s.f[1], f[1], 99) && !memcmp(s.f[2], f[2], 142),
	      "78xx RX: RX_CMD_A/B/C, frame, FCS, 3 frames, checksum in RX_CMD_B, as lan78xx_rx() reads them");
	check_eq(get32(out) & 0x3FFF, 64, "78xx RX_CMD_A length: frame + FCS (no pad bytes)");
	check(out[8] == 0 && out[9] == 0, "78xx RX_CMD_C: no wake, no ref fail");
	check(chip_rx_multi(&c), "78xx HW_CFG MEF: several frames per transfer");
	wr(&c, L78_RFE_CTL, 0);
	used = frame_rx_pack(&c, out, 0, sizeof(out), BCAST, 6);
	check((get32(out) & 0x4000) && (get32(out) & 0x02000000u),
	      "78xx RX: ICSM when the checksum engine is off, BAM for broadcast");
	wr(&c, L78_BURST_CAP, 4);
	check_eq(chip_rx_burst_bytes(&c), 0, "78xx no USB_CFG0 BCE: no burst cap");
	wr(&c, L78_USB_CFG0, 0x20);
	check_eq(chip_rx_burst_bytes(&c), 4 * 512, "78xx USB_CFG0 BCE: BURST_CAP x 512 bytes");
	{
		uint8_t t[600], buf[2048];
		size_t tn = make_udp(t, 41);

		put32(buf, (uint32_t)tn | 0x00400000 | 0x04000000 | 0x02000000);
		put32(buf + 4, 0);
		memcpy(buf + 8, t, tn);
		memset(&s, 0, sizeof(s));
		check(frame_tx_parse(&c, buf, 8 + tn, sink, &s) == 1 && s.len[0] == tn &&
		      (uint16_t)(s.f[0][40] << 8 | s.f[0][41]) == ref_udp_csum(t, tn),
		      "78xx TX: TX_CMD_A/B + frame, IPE/TPE fill the UDP checksum (lan78xx_fill_tx_cmd_words)");
	}

	/* USB */
	dev_init(&d, CHIP_LAN7800, EEPROM_NONE, NULL);
	n = usbdev_control(&d, 0x80, 6, 0x0100, 0, 64, b);
	check(n == 18 && b[8] == 0x24 && b[9] == 0x04 && b[10] == 0x00 && b[11] == 0x78 && b[3] == 2,
	      "LAN7800 device descriptor: 0424:7800, USB 2.0");
	n = usbdev_control(&d, 0x80, 6, 0x0200, 0, 255, b);
	check(n == 39 && b[20] == 0x81 && b[27] == 0x02 && b[34] == 0x83 && b[35] == 3,
	      "LAN7800: bulk IN 1, bulk OUT 2, interrupt IN 3 (lan78xx_probe)");
	n = usbdev_control(&d, 0xC0, 0xA2, 0, 0, 200, b);
	check(n == 200 && b[0] == 0 && b[199] == 0, "LAN7800 GET_STATS (0xa2): counters, all zero");
	n = usbdev_control(&d, 0xC0, 0xA1, 0, 0, 4, b);
	check(n == 4 && get32(b) == 0x78000002u, "LAN7800 READ_REGISTER ID_REV");
}

/* ---- DM9601 ------------------------------------------------------------------------- */
static int dm_ctl(struct usbdev *d, uint8_t rt, uint8_t req, uint16_t val, uint16_t idx,
		  uint16_t len, uint8_t *data)
{
	return usbdev_control(d, rt, req, val, idx, len, data);
}

static void dm_wreg(struct usbdev *d, uint8_t reg, uint8_t v)
{
	dm_ctl(d, 0x40, 0x03, v, reg, 0, NULL);
}

static uint8_t dm_rreg(struct usbdev *d, uint8_t reg)
{
	uint8_t v = 0xEE;

	dm_ctl(d, 0xC0, 0x00, 0, reg, 1, &v);
	return v;
}

/* port of dm_read_shared_word(): phy 1 for the PHY, 0 for the EEPROM */
static int dm_shared_read(struct usbdev *d, int phy, uint8_t reg)
{
	uint8_t w[2];
	int i;

	dm_wreg(d, 0x0C, phy ? (uint8_t)(reg | 0x40) : reg);
	dm_wreg(d, 0x0B, phy ? 0xc : 0x4);
	for (i = 0; i < 1000; i++)
		if (!(dm_rreg(d, 0x0B) & 1))
			break;
	if (i == 1000)
		return -1;
	dm_wreg(d, 0x0B, 0);
	if (dm_ctl(d, 0xC0, 0x00, 0, 0x0D, 2, w) != 2)
		return -1;
	return w[0] | w[1] << 8;
}

static void dm_shared_write(struct usbdev *d, uint8_t reg, uint16_t v)
{
	uint8_t w[2] = { (uint8_t)v, (uint8_t)(v >> 8) };

	dm_ctl(d, 0x40, 0x01, 0, 0x0D, 2, w);
	dm_wreg(d, 0x0C, (uint8_t)(reg | 0x40));
	dm_wreg(d, 0x0B, 0x1a);
	while (dm_rreg(d, 0x0B) & 1)
		;
	dm_wreg(d, 0x0B, 0);
}

static void test_dm9601(void)
{
	static struct usbdev d;
	struct sinkbuf s;
	uint8_t b[256], m[6], f[200], out[2048];
	int n;

	dev_init(&d, CHIP_DM9601, EEPROM_MAC, MAC_E);
	n = dm_ctl(&d, 0xC0, 0x00, 0, 0x10, 6, m);
	check(n == 6 && !memcmp(m, MAC_E, 6), "dm9601: READ_REGS PAR (6 bytes at 0x10) holds the EEPROM address");
	check_eq(dm_rreg(&d, 0x2C), 0, "dm9601: CHIP_ID 0 (ID_DM9601)");
	n = dm_ctl(&d, 0xC0, 0x00, 0, 0x28, 4, b);
	check(n == 4 && b[0] == 0x46 && b[1] == 0x0a && b[2] == 0x01 && b[3] == 0x96,
	      "dm9601: VID/PID registers 0a46:9601");
	dm_wreg(&d, 0x00, 1);
	check(dm_rreg(&d, 0x00) & 1, "dm9601: NCR RST set on the first read");
	check_eq(dm_rreg(&d, 0x00) & 1, 0, "dm9601: NCR RST self-clears");
	dm_ctl(&d, 0xC0, 0x00, 0, 0x10, 6, m);
	check(!memcmp(m, MAC_E, 6), "dm9601: the software reset keeps PAR (dm9601_bind reads it after)");
	check_eq((uint64_t)dm_shared_read(&d, 0, 0), (uint64_t)(MAC_E[0] | MAC_E[1] << 8),
		 "dm9601: EEPROM word 0 (little-endian) through EPCR/EPAR/EPDR");
	dm_wreg(&d, 0x0C, 0x42);
	dm_wreg(&d, 0x0B, 0xc);
	check(dm_rreg(&d, 0x0B) & 1, "dm9601: EPCR ERRE (busy) reads set right after the command");
	check_eq(dm_rreg(&d, 0x0B) & 1, 0, "dm9601: EPCR ERRE clears");
	check_eq((uint64_t)dm_shared_read(&d, 1, 2), 0x0181, "dm9601: PHY id1 0x0181 (Davicom OUI) at PHY address 1");
	check_eq((uint64_t)dm_ctl(&d, 0xC0, 0x00, 0, 0xFE, 4, b), (uint64_t)-1, "dm9601: READ_REGS past 0xff stalls");
	check_eq((uint64_t)dm_ctl(&d, 0xC0, 0x02, 0, 0, 4, b), (uint64_t)-1, "dm9601: READ_MEMS stalls");
	b[0] = 0x02;
	check_eq((uint64_t)dm_ctl(&d, 0x40, 0x01, 0, 0x10, 6, (uint8_t *)MAC_A), 6, "dm9601: WRITE_REGS PAR");
	chip_mac(&d.chip, m);
	check(!memcmp(m, MAC_A, 6), "dm9601: the filter address is what the driver wrote to PAR");

	chip_init(&d.chip, CHIP_DM9601, EEPROM_NONE, NULL, NULL);
	dm_ctl(&d, 0xC0, 0x00, 0, 0x10, 6, m);
	check(!memcmp(m, BCAST, 6), "dm9601 no EEPROM: PAR ff:ff:ff:ff:ff:ff (invalid: the driver writes its own)");
	chip_init(&d.chip, CHIP_DM9601, EEPROM_NONE, NULL, MAC_A);
	dm_ctl(&d, 0xC0, 0x00, 0, 0x10, 6, m);
	check(!memcmp(m, MAC_A, 6), "dm9601 --mac-chip-default: PAR at power-on");

	/* link: PHY powered through GPR, then NSR LINKST and the interrupt packet */
	fake_now = 1000;
	chip_init(&d.chip, CHIP_DM9601, EEPROM_NONE, NULL, NULL);
	chip_set_aneg_ms(&d.chip, 100);
	d.chip.now = fake_now;
	dm_shared_write(&d, 0, 0x8000);
	d.chip.now += 150;
	check_eq(dm_rreg(&d, 0x01) & 0x40, 0, "dm9601: no LINKST while GPR powers the PHY down");
	dm_wreg(&d, 0x1E, 1);
	dm_wreg(&d, 0x1F, 0);
	check(dm_rreg(&d, 0x01) & 0x40, "dm9601: NSR LINKST once the PHY is powered and negotiated");
	check(dm_shared_read(&d, 1, 1) & 0x04 || dm_shared_read(&d, 1, 1) & 0x04, "dm9601: PHY BMSR link");
	{
		uint8_t p[16];
		size_t pn = chip_int_packet(&d.chip, p, sizeof(p));

		check(pn == 8 && p[0] == 0x40, "dm9601 interrupt packet: 8 bytes, NSR LINKST in byte 0");
		chip_set_cable(&d.chip, 0);
		pn = chip_int_packet(&d.chip, p, sizeof(p));
		check(pn == 8 && p[0] == 0, "dm9601 interrupt packet: link down still reported (8 bytes, NSR 0)");
	}

	/* receive filter */
	chip_init(&d.chip, CHIP_DM9601, EEPROM_MAC, MAC_E, NULL);
	dm_wreg(&d, 0x05, 0x31);
	check(chip_rx_accepts(&d.chip, MAC_E), "dm9601 filter: unicast to PAR accepted");
	check(!chip_rx_accepts(&d.chip, MAC_A), "dm9601 filter: unicast to another address dropped");
	check(!chip_rx_accepts(&d.chip, BCAST), "dm9601 filter: broadcast dropped while MAR bit 63 is clear");
	memset(b, 0, 8);
	b[7] = 0x80;
	dm_ctl(&d, 0x40, 0x01, 0, 0x16, 8, b);
	check(chip_rx_accepts(&d.chip, BCAST), "dm9601 filter: MAR bit 63 passes broadcast (dm9601_set_multicast)");
	check(!chip_rx_accepts(&d.chip, MC1), "dm9601 filter: multicast with its hash bit clear dropped");
	b[31 >> 3] |= 1 << (31 & 7);
	dm_ctl(&d, 0x40, 0x01, 0, 0x16, 8, b);
	check(chip_rx_accepts(&d.chip, MC1), "dm9601 filter: multicast hash bit 31 passes 01:00:5e:00:00:01");
	dm_wreg(&d, 0x05, 0x31 | 0x08);
	check(chip_rx_accepts(&d.chip, MC2), "dm9601 filter: RCR ALL passes every multicast");
	dm_wreg(&d, 0x05, 0x31 | 0x02);
	check(chip_rx_accepts(&d.chip, MAC_A), "dm9601 filter: RCR PRMSC passes other unicast");

	/* framing */
	memset(f, 0, sizeof(f));
	for (size_t i = 0; i < 98; i++)
		f[i] = (uint8_t)(i * 5 + 3);
	memcpy(f, MAC_E, 6);
	n = (int)frame_rx_pack(&d.chip, out, 0, sizeof(out), f, 98);
	check(n == 3 + 98 + 4 && out[0] == 0 && (out[1] | out[2] << 8) == 98 + 4 && !memcmp(out + 3, f, 98) &&
	      get32(out + 3 + 98) == crc32_le(f, 98),
	      "dm9601 RX: status, length incl. CRC, frame, CRC (dm9601_rx_fixup)");
	check(!chip_rx_multi(&d.chip), "dm9601 RX: one frame per transfer");
	n = (int)frame_rx_pack(&d.chip, out, 0, sizeof(out), MC1, 6 + 54);
	check_eq(out[0] & 0xbf, 0, "dm9601 RX status: no error bits (dm9601_rx_fixup drops on status & 0xbf)");
	{
		/* dm9601_tx_fixup(): length pads to even and off a 64-byte multiple */
		size_t len = 61 + 2;

		while ((len & 1) || !(len % 64))
			len++;
		len -= 2;
		out[0] = (uint8_t)len;
		out[1] = (uint8_t)(len >> 8);
		memcpy(out + 2, f, 61);
		memset(out + 2 + 61, 0, len - 61);
		memset(&s, 0, sizeof(s));
		check(frame_tx_parse(&d.chip, out, 2 + len, sink, &s) == 1 && s.len[0] == len &&
		      !memcmp(s.f[0], f, 61), "dm9601 TX: 2-byte length + frame with its pad (dm9601_tx_fixup)");
		check_eq((uint64_t)frame_tx_parse(&d.chip, out, 2 + len - 1, sink, &s), (uint64_t)-1,
			 "dm9601 TX: length longer than the transfer refused");
		check_eq((uint64_t)frame_tx_parse(&d.chip, out, 2 + len + 2, sink, &s), (uint64_t)-1,
			 "dm9601 TX: transfer longer than its length refused");
	}

	/* USB: a full-speed device */
	n = usbdev_control(&d, 0x80, 6, 0x0100, 0, 64, b);
	check(n == 18 && b[2] == 0x10 && b[3] == 0x01 && b[7] == 8 && b[8] == 0x46 && b[9] == 0x0a &&
	      b[10] == 0x01 && b[11] == 0x96, "DM9601 device descriptor: USB 1.1, ep0 8 bytes, 0a46:9601");
	check_eq((uint64_t)usbdev_control(&d, 0x80, 6, 0x0600, 0, 10, b), (uint64_t)-1,
		 "DM9601: no device qualifier (full speed only)");
	n = usbdev_control(&d, 0x80, 6, 0x0200, 0, 255, b);
	check(n == 39 && b[22] == 64 && b[29] == 64 && b[36] == 8, "DM9601: 64-byte bulk endpoints, 8-byte interrupt");
	n = usbdev_control(&d, 0x80, 6, 0x0302, 0, 255, b);
	check(n == 2 + 2 * 6 && b[2] == 'D' && b[12] == '1', "DM9601: product string");
}

/* the DM9601 over usbredir: full speed, 8-byte interrupt packets, one frame per bulk IN */
static void test_redir_dm9601(void)
{
	static struct emu e;
	uint8_t b[8];

	q_open(&e, CHIP_DM9601, EEPROM_MAC);
	check(Q.connected && Q.dc.vendor_id == 0x0a46 && Q.dc.product_id == 0x9601 &&
	      Q.dc.speed == usb_redir_speed_full, "usbredir dm9601: device_connect 0a46:9601, full speed");
	{
		struct usb_redir_set_configuration_header sc = { 1 };
		struct usb_redir_start_interrupt_receiving_header si = { 0x83 };

		usbredirparser_send_set_configuration(Q.p, 3, &sc);
		usbredirparser_send_start_interrupt_receiving(Q.p, 4, &si);
		pump(&e);
	}
	check(Q.nint >= 1 && Q.int_len == 8 && Q.int_data[0] == 0, "usbredir dm9601: 8-byte interrupt packet, no link");
	q_ctrl(&e, 5, 0x40, 0x03, 0, 0x1F, 0, NULL); /* GPR 0: PHY on */
	q_ctrl(&e, 6, 0x40, 0x03, 0x31, 0x05, 0, NULL); /* RCR */
	memset(b, 0, 8);
	b[7] = 0x80;
	q_ctrl(&e, 7, 0x40, 0x01, 0, 0x16, 8, b);
	fake_now += 100;
	emu_poll(&e);
	pump(&e);
	check(Q.int_len == 8 && Q.int_data[0] == 0x40, "usbredir dm9601: link reported in NSR on the interrupt endpoint");
	{
		struct usb_redir_bulk_packet_header in = { .endpoint = 0x81, .length = 1522 };
		uint8_t f[60];

		usbredirparser_send_bulk_packet(Q.p, 100, &in, NULL, 0);
		usbredirparser_send_bulk_packet(Q.p, 101, &in, NULL, 0);
		pump(&e);
		Q.nbulk = 0;
		memset(f, 0, sizeof(f));
		memcpy(f, MAC_A, 6); /* not PAR: dropped */
		emu_rx_frame(&e, f, 60);
		memcpy(f, MAC_E, 6);
		emu_rx_frame(&e, f, 60);
		emu_rx_frame(&e, f, 60);
		pump(&e);
		check(Q.nbulk == 2 && Q.bulk_len == 3 + 60 + 4 && !memcmp(Q.bulk_data + 3, MAC_E, 6) &&
		      e.rx_dropped == 1, "usbredir dm9601: two frames to PAR in two transfers, the other unicast dropped");
	}
	q_close(&e);
}

/* ---- RTL8153 (r8152) ---------------------------------------------------- */
#define R53_PLA 0x0100
static int r53_ctl(struct usbdev *d, uint8_t rt, uint16_t addr, uint16_t idx, uint16_t len, uint8_t *b)
{
	return usbdev_control(d, rt, 0x05, addr, idx, len, b);
}

/* r8152's ocp_read_dword()/ocp_write_word()/ocp_write_byte(): the dword
 * holding the register, the byte enables shifted to it */
static uint32_t r53_rd(struct usbdev *d, uint16_t type, uint16_t addr)
{
	uint8_t b[4];

	if (r53_ctl(d, 0xC0, addr & ~3u, type, 4, b) != 4)
		return 0xdeadbeef;
	return get_le32(b);
}

static int r53_wr(struct usbdev *d, uint16_t type, uint16_t addr, unsigned width, uint32_t v)
{
	unsigned shift = addr & 3;
	uint16_t byen = width == 1 ? 0x11 : width == 2 ? 0x33 : 0xff;
	uint8_t b[4];

	put_le32(b, v << (8 * shift));
	return r53_ctl(d, 0x40, addr & ~3u, type | (uint16_t)(byen << shift), 4, b);
}

/* __rtl8152_set_mac_address(): lock open, PLA_IDR as pla_ocp_write(BYTE_EN_SIX_BYTES, 8)
 * sends it (0xff at 0xc000, 0x33 at 0xc004), lock closed */
static void r53_set_idr(struct usbdev *d, const uint8_t *m, int unlock)
{
	uint8_t b[8];

	memcpy(b, m, 6);
	b[6] = b[7] = 0xa5;
	if (unlock)
		r53_wr(d, R53_PLA, 0xe81c, 1, 0xc0);
	r53_ctl(d, 0x40, 0xc000, R53_PLA | 0xff, 4, b);
	r53_ctl(d, 0x40, 0xc004, R53_PLA | 0x33, 4, b + 4);
	if (unlock)
		r53_wr(d, R53_PLA, 0xe81c, 1, 0x00);
}

/* the PHY's OCP space through the PLA window (ocp_reg_read()) */
static uint16_t r53_phy(struct usbdev *d, uint16_t addr)
{
	r53_wr(d, R53_PLA, 0xe86c, 2, addr & 0xf000);
	return (uint16_t)(r53_rd(d, R53_PLA, (uint16_t)((addr & 0x0fff) | 0xb000)) >> (8 * (addr & 2)));
}

static void r53_phy_wr(struct usbdev *d, uint16_t addr, uint16_t v)
{
	r53_wr(d, R53_PLA, 0xe86c, 2, addr & 0xf000);
	r53_wr(d, R53_PLA, (uint16_t)((addr & 0x0fff) | 0xb000), 2, v);
}

/* a port of r8152's rx_bottom() walk: descriptors, lengths, 8-byte alignment */
static int r53_rx_walk(const uint8_t *buf, size_t n, size_t lens[8], size_t offs[8],
		       uint32_t opts2[8], uint32_t opts3[8])
{
	size_t used = 24, p = 0;
	int k = 0;

	while (n > used && k < 8) {
		uint32_t pl = get_le32(buf + p) & 0x7fff;

		if (pl < 60)
			break;
		used += pl;
		if (n < used)
			break;
		opts2[k] = get_le32(buf + p + 4);
		opts3[k] = get_le32(buf + p + 8);
		lens[k] = pl - 4;
		offs[k] = p + 24;
		k++;
		p = (p + 24 + pl + 7) & ~(size_t)7;
		used = p + 24;
	}
	return k;
}

static void test_rtl8153(void)
{
	static struct usbdev d;
	static const uint8_t EFUSE_MAC[6] = { 0x00, 0xe0, 0x4c, 0x53, 0x00, 0x01 };
	uint8_t b[600], m[6], f[200], out[4096];
	FILE *logf = tmpfile();
	char txt[4096];
	size_t n, lens[8], offs[8];
	uint32_t o2[8], o3[8], v;
	struct sinkbuf s;
	int k;

	check(chip_model_by_name("rtl8153") == &rtl8153_model, "rtl8153: --device rtl8153 names the model");
	dev_init(&d, CHIP_RTL8153, EEPROM_MAC, EFUSE_MAC);
	v = r53_rd(&d, R53_PLA, 0xe610);
	check_eq((v >> 16) & 0x7cf0, 0x5c00, "rtl8153: PLA_TCR1 version 0x5c00 (RTL_VER_03, no firmware) in __rtl_get_hw_ver()'s read");
	check(v & 0x0800, "rtl8153: PLA_TCR0 TX_EMPTY (rtl_disable() waits for it)");
	check(r53_rd(&d, R53_PLA, 0xe004) & 0x0002, "rtl8153: PLA_BOOT_CTRL AUTOLOAD_DONE (r8153_init() waits for it)");
	check_eq((r53_rd(&d, R53_PLA, 0xe84c) >> 24) & 0x32, 0x32,
		 "rtl8153: PLA_OOB_CTRL FIFOs empty and LINK_LIST_READY");
	check_eq(r53_ctl(&d, 0xC0, 0xc000, R53_PLA, 8, b), 8, "rtl8153: GET_REGS PLA_IDR, 8 bytes");
	check(!memcmp(b, EFUSE_MAC, 6), "rtl8153: PLA_IDR holds the efuse address at power-on");
	r53_ctl(&d, 0xC0, 0xd000, R53_PLA, 8, b);
	check(!memcmp(b, EFUSE_MAC, 6), "rtl8153: PLA_BACKUP holds the efuse address (determine_ethernet_addr())");
	check_eq(r53_rd(&d, 0, 0xd818) >> 16 & 0xfee0, 0, "rtl8153: USB_MISC_0 not an RTL8153-AD by default");
	check_eq(r53_rd(&d, 0, 0xcfd8) >> 24 & 1, 0, "rtl8153: EFUSE pass-through bit clear by default");
	chip_set_mac_passthru(&d.chip, 1);
	check_eq(r53_rd(&d, 0, 0xd818) >> 16 & 0xfee0, 0x1000, "rtl8153 --mac-passthru: USB_MISC_0 says RTL8153-AD");
	check_eq(r53_rd(&d, 0, 0xcfd8) >> 24 & 1, 1, "rtl8153 --mac-passthru: EFUSE PASS_THRU bit set");
	chip_set_mac_passthru(&d.chip, 0);

	/* requests the chip refuses */
	check_eq((uint64_t)r53_ctl(&d, 0xC0, 0xc002, R53_PLA, 4, b), (uint64_t)-1, "rtl8153: unaligned address stalls");
	check_eq((uint64_t)r53_ctl(&d, 0xC0, 0xc000, R53_PLA, 6, b), (uint64_t)-1, "rtl8153: a length not in dwords stalls");
	check_eq((uint64_t)r53_ctl(&d, 0xC0, 0xc000, R53_PLA, 68, b), (uint64_t)-1, "rtl8153: a read over 64 bytes stalls");
	check_eq((uint64_t)r53_ctl(&d, 0xC0, 0xc000, 0x0200, 4, b), (uint64_t)-1, "rtl8153: an unknown MCU type stalls");
	check_eq((uint64_t)usbdev_control(&d, 0xC0, 0x04, 0xc000, R53_PLA, 4, b), (uint64_t)-1,
		 "rtl8153: a request other than 0x05 stalls");
	check_eq((uint64_t)r53_ctl(&d, 0x40, 0xc010, R53_PLA, 4, b), (uint64_t)-1,
		 "rtl8153: a write with no byte enabled stalls");
	check_eq((uint64_t)r53_ctl(&d, 0xC0, 0xfffc, 0, 8, b), (uint64_t)-1, "rtl8153: a read past 0xffff stalls");

	/* byte enables */
	r53_ctl(&d, 0x40, 0xc010, R53_PLA | 0xff, 4, (uint8_t *)"\x11\x22\x33\x44");
	r53_wr(&d, R53_PLA, 0xc013, 1, 0x99);
	check_eq(r53_rd(&d, R53_PLA, 0xc010), 0x99332211, "rtl8153: byte enable 0x88 writes byte 3 only");
	r53_wr(&d, R53_PLA, 0xc012, 2, 0xabcd);
	check_eq(r53_rd(&d, R53_PLA, 0xc010), 0xabcd2211, "rtl8153: byte enable 0xcc writes the high word only");
	memset(b, 0x5a, 12);
	r53_ctl(&d, 0x40, 0xc020, R53_PLA | 0xce, 12, b);
	r53_ctl(&d, 0xC0, 0xc020, R53_PLA, 12, out);
	check(out[0] == 0 && out[1] == 0x5a && out[3] == 0x5a && out[4] == 0x5a && out[7] == 0x5a &&
	      out[9] == 0 && out[10] == 0x5a && out[11] == 0x5a,
	      "rtl8153: low nibble enables the first dword's bytes, high nibble the last's, all between");
	r53_wr(&d, 0, 0xd406, 2, 0x1234);
	check_eq(r53_rd(&d, R53_PLA, 0xd404) >> 16, 0, "rtl8153: the USB and PLA spaces are apart");

	/* PLA_IDR under the configuration lock, and the record */
	emu_log.f = logf;
	emu_log.now_ms = NULL;
	r53_set_idr(&d, MAC_A, 0);
	chip_mac(&d.chip, m);
	check(!memcmp(m, EFUSE_MAC, 6), "rtl8153: PLA_IDR ignores writes without PLA_CRWECR CONFIG");
	r53_set_idr(&d, MAC_A, 1);
	chip_mac(&d.chip, m);
	check(!memcmp(m, MAC_A, 6), "rtl8153: PLA_IDR written under the lock: the filter's address");
	r53_ctl(&d, 0xC0, 0xc004, R53_PLA, 4, b);
	check(b[0] == MAC_A[4] && b[1] == MAC_A[5] && b[2] == 0 && b[3] == 0,
	      "rtl8153: BYTE_EN_SIX_BYTES: the two bytes after PLA_IDR untouched");
	r53_ctl(&d, 0xC0, 0xd000, R53_PLA, 8, b);
	r53_rd(&d, R53_PLA, 0xe004);
	fflush(logf);
	rewind(logf);
	n = fread(txt, 1, sizeof(txt) - 1, logf);
	txt[n] = 0;
	emu_log.f = NULL;
	fclose(logf);
	check(strstr(txt, "\"ev\":\"idr_locked\"") != NULL, "rtl8153 record: a locked PLA_IDR write is recorded");
	check(strstr(txt, "\"regs\":\"PLA_IDR\",\"mac\":\"02:11:22:33:44:55\"") != NULL,
	      "rtl8153 record: the address written into PLA_IDR");
	check(strstr(txt, "\"regs\":\"PLA_IDR\",\"mac\":\"00:e0") == NULL,
	      "rtl8153 record: no PLA_IDR record for the refused write");
	check(strstr(txt, "\"ocp_read\",\"name\":\"PLA_BACKUP\"") != NULL, "rtl8153 record: PLA_BACKUP reads are recorded");
	check(strstr(txt, "\"ocp_read\",\"name\":\"PLA_BOOT_CTRL\"") != NULL,
	      "rtl8153 record: PLA_BOOT_CTRL reads are recorded (r8153_init(), not r8152b_init())");
	chip_power_on_reset(&d.chip);
	chip_mac(&d.chip, m);
	check(!memcmp(m, EFUSE_MAC, 6), "rtl8153: power-on (a power loss, a replug) brings the efuse address back into PLA_IDR");
	chip_init(&d.chip, CHIP_RTL8153, EEPROM_NONE, NULL, NULL);
	r53_ctl(&d, 0xC0, 0xd000, R53_PLA, 8, b);
	check(!memcmp(b, BCAST, 6), "rtl8153 no address: PLA_BACKUP ff:ff:ff:ff:ff:ff (invalid: random)");

	/* PLA_CR: software reset, RE/TE */
	dev_init(&d, CHIP_RTL8153, EEPROM_MAC, EFUSE_MAC);
	r53_wr(&d, R53_PLA, 0xe813, 1, 0x0c);
	check(chip_tx_enabled(&d.chip) && d.chip.model->rx_enabled(&d.chip), "rtl8153: PLA_CR TE/RE enable TX and RX");
	r53_wr(&d, R53_PLA, 0xe813, 1, 0x1c);
	check((r53_rd(&d, R53_PLA, 0xe810) >> 24) & 0x10, "rtl8153: PLA_CR RST reads set right after");
	check_eq((r53_rd(&d, R53_PLA, 0xe810) >> 24) & 0x10, 0, "rtl8153: PLA_CR RST self-clears (rtl8152_nic_reset())");
	check(!chip_tx_enabled(&d.chip) && !d.chip.model->rx_enabled(&d.chip), "rtl8153: the reset turns TX and RX off");

	/* the PHY through OCP */
	fake_now = 2000;
	d.chip.now = fake_now;
	chip_set_aneg_ms(&d.chip, 100);
	check_eq(r53_phy(&d, 0xa420) & 7, 3, "rtl8153: OCP_PHY_STATUS LAN_ON (r8153_phy_status())");
	check_eq(r53_phy(&d, 0xa404), 0x001c, "rtl8153: MII PHYSID1 at OCP 0xa404 (OCP_BASE_MII + 2 * reg)");
	r53_phy_wr(&d, 0xa400, 0x0800);
	check_eq(r53_phy(&d, 0xa420) & 7, 5, "rtl8153: OCP_PHY_STATUS PWRDN while BMCR PDOWN");
	r53_phy_wr(&d, 0xa400, 0x1200);
	check_eq(r53_phy(&d, 0xa402) & 4, 0, "rtl8153: no link while negotiating");
	check_eq(r53_rd(&d, R53_PLA, 0xe908) & 0x02, 0, "rtl8153: PLA_PHYSTATUS no LINK_STATUS yet");
	{
		uint8_t p[16];

		check(chip_int_packet(&d.chip, p, sizeof(p)) == 2 && p[0] == 0 && p[1] == 0,
		      "rtl8153 interrupt packet: 2 bytes, no INTR_LINK");
		d.chip.now += 150;
		check((r53_phy(&d, 0xa402) & 4) || (r53_phy(&d, 0xa402) & 4), "rtl8153: PHY BMSR link after autonegotiation");
		check_eq(r53_rd(&d, R53_PLA, 0xe908) & 0x13, 0x13, "rtl8153: PLA_PHYSTATUS LINK_STATUS, 1000 Mbit/s, full duplex");
		check(chip_int_packet(&d.chip, p, sizeof(p)) == 2 && p[0] == 0x04 && p[1] == 0,
		      "rtl8153 interrupt packet: INTR_LINK (0x0004) while linked");
	}
	r53_phy_wr(&d, 0xa436, 0x8011);
	r53_phy_wr(&d, 0xa438, 0xbeef);
	r53_phy_wr(&d, 0xa436, 0x801e);
	r53_phy_wr(&d, 0xa438, 0x1234);
	r53_phy_wr(&d, 0xa436, 0x8011);
	check_eq(r53_phy(&d, 0xa438), 0xbeef, "rtl8153: PHY SRAM through OCP_SRAM_ADDR/DATA");
	check_eq(r53_phy(&d, 0xb800) & 0x40, 0, "rtl8153: OCP_PHY_PATCH_STAT not ready without a request");
	r53_phy_wr(&d, 0xb820, 0x10);
	check(r53_phy(&d, 0xb800) & 0x40, "rtl8153: PATCH_READY once PATCH_REQUEST is set (rtl_phy_patch_request())");
	r53_phy_wr(&d, 0xbc06, 0x01c0);
	check_eq(r53_phy(&d, 0xbc06), 0x01c0, "rtl8153: other PHY OCP registers read back");

	/* receive filter: PLA_RCR, PLA_IDR, PLA_MAR as _rtl8152_set_rx_mode() writes it */
	dev_init(&d, CHIP_RTL8153, EEPROM_MAC, EFUSE_MAC);
	r53_wr(&d, R53_PLA, 0xc010, 4, 0x02);
	check(chip_rx_accepts(&d.chip, EFUSE_MAC), "rtl8153 filter: APM passes unicast to PLA_IDR");
	check(!chip_rx_accepts(&d.chip, MAC_A), "rtl8153 filter: other unicast dropped");
	check(!chip_rx_accepts(&d.chip, BCAST), "rtl8153 filter: broadcast dropped without AB");
	r53_wr(&d, R53_PLA, 0xc010, 4, 0x0a);
	check(chip_rx_accepts(&d.chip, BCAST), "rtl8153 filter: AB passes broadcast");
	r53_wr(&d, R53_PLA, 0xc010, 4, 0x08);
	check(!chip_rx_accepts(&d.chip, EFUSE_MAC), "rtl8153 filter: no unicast without APM");
	{
		static const uint8_t mc1[6] = { 0x01, 0x00, 0x5e, 0x00, 0x00, 0x01 };
		static const uint8_t mc2[6] = { 0x33, 0x33, 0x00, 0x00, 0x00, 0x01 };
		uint32_t mc[2] = { 0, 0 };
		int bit = (int)(ether_crc(mc1) >> 26), bit2 = (int)(ether_crc(mc2) >> 26);
		uint8_t t[8];

		mc[bit >> 5] |= 1u << (bit & 31);
		put_le32(t, __builtin_bswap32(mc[1]));
		put_le32(t + 4, __builtin_bswap32(mc[0]));
		r53_ctl(&d, 0x40, 0xcd00, R53_PLA | 0xff, 8, t);
		r53_wr(&d, R53_PLA, 0xc010, 4, 0x0e);
		check(chip_rx_accepts(&d.chip, mc1), "rtl8153 filter: multicast in the PLA_MAR hash (swab32 layout) passes");
		check(bit2 == bit || !chip_rx_accepts(&d.chip, mc2), "rtl8153 filter: multicast outside the hash dropped");
		r53_wr(&d, R53_PLA, 0xc010, 4, 0x0a);
		check(!chip_rx_accepts(&d.chip, mc1), "rtl8153 filter: no multicast without AM");
	}
	r53_wr(&d, R53_PLA, 0xc010, 4, 0x01);
	check(chip_rx_accepts(&d.chip, MAC_A), "rtl8153 filter: AAP passes everything");

	/* TX: tx_desc, frames 4-byte aligned */
	memset(out, 0, sizeof(out));
	memset(f, 0, sizeof(f));
	memcpy(f, PEER, 6);
	memcpy(f + 6, MAC_A, 6);
	put_le32(out, 0xC0000000u | 61);
	memcpy(out + 8, f, 61);
	put_le32(out + 72, 0xC0000000u | 60);
	memcpy(out + 80, f, 60);
	memset(&s, 0, sizeof(s));
	k = frame_tx_parse(&d.chip, out, 140, sink, &s);
	check(k == 2 && s.n == 2 && s.len[0] == 61 && s.len[1] == 60 && !memcmp(s.f[1] + 6, MAC_A, 6),
	      "rtl8153 TX: two frames, the second descriptor 4-byte aligned");
	put_le32(out, 0x80000000u | 61);
	check_eq((uint64_t)frame_tx_parse(&d.chip, out, 69, sink, &s), (uint64_t)-1,
		 "rtl8153 TX: a descriptor without TX_LS is malformed");
	put_le32(out, 0xC0000000u | 200);
	check_eq((uint64_t)frame_tx_parse(&d.chip, out, 69, sink, &s), (uint64_t)-1,
		 "rtl8153 TX: a length past the transfer is malformed");
	check_eq((uint64_t)frame_tx_parse(&d.chip, out, 6, sink, &s), (uint64_t)-1,
		 "rtl8153 TX: a transfer shorter than a descriptor is malformed");
	{
		uint8_t ipf[60];

		memset(ipf, 0, sizeof(ipf));
		ipf[12] = 0x08;
		ipf[14] = 0x45;
		ipf[17] = 46;
		ipf[22] = 64;
		ipf[23] = 1;
		ipf[24] = 0xde; /* a wrong header checksum the chip must fill in */
		put_le32(out, 0xC0000000u | 60);
		put_le32(out + 4, 1u << 29); /* IPV4_CS */
		memcpy(out + 8, ipf, 60);
		memset(&s, 0, sizeof(s));
		frame_tx_parse(&d.chip, out, 68, sink, &s);
		check(s.n == 1 && inet_csum(s.f[0] + 14, 20) == 0, "rtl8153 TX: IPV4_CS fills in the IPv4 header checksum");
		put_le32(out + 4, 0);
		memset(&s, 0, sizeof(s));
		frame_tx_parse(&d.chip, out, 68, sink, &s);
		check(s.n == 1 && s.f[0][24] == 0xde, "rtl8153 TX: without IPV4_CS the frame is sent as it is");

		/* RX: rx_desc, the FCS, the next descriptor 8-byte aligned; IPF on a bad header */
		n = frame_rx_pack(&d.chip, out, 0, sizeof(out), f, 61);
		n += frame_rx_pack(&d.chip, out, n, sizeof(out), ipf, 60);
		k = r53_rx_walk(out, n, lens, offs, o2, o3);
		check(k == 2 && lens[0] == 61 && lens[1] == 60 && offs[1] % 8 == 0 &&
		      !memcmp(out + offs[0], f, 61) && !memcmp(out + offs[1], ipf, 60),
		      "rtl8153 RX: two frames, read back by r8152's rx_bottom() walk (8-byte alignment)");
		check_eq(get_le32(out + offs[0] + 61), crc32_le(f, 61), "rtl8153 RX: the FCS after the frame, counted in opts1");
		check(o2[1] & (1u << 19) && o3[1] & (1u << 23), "rtl8153 RX: RD_IPV4_CS with IPF for a bad IPv4 header checksum");
		check(!(o2[0] & (1u << 19)), "rtl8153 RX: no RD_IPV4_CS for a frame that is not IPv4");
		put_be16(ipf + 24, 0);
		put_be16(ipf + 24, inet_csum(ipf + 14, 20));
		n = frame_rx_pack(&d.chip, out, 0, sizeof(out), ipf, 60);
		k = r53_rx_walk(out, n, lens, offs, o2, o3);
		check(k == 1 && (o2[0] & (1u << 19)) && !(o3[0] & (1u << 23)), "rtl8153 RX: no IPF for a good IPv4 header");
	}
	check(chip_rx_multi(&d.chip), "rtl8153: RX aggregation on at power-on");
	r53_wr(&d, 0, 0xd406, 2, 0x0010);
	check(!chip_rx_multi(&d.chip), "rtl8153: USB_USB_CTRL RX_AGG_DISABLE: one frame per transfer");

	/* descriptors */
	n = (size_t)usbdev_control(&d, 0x80, 6, 0x0100, 0, 18, b);
	check(n == 18 && b[8] == 0xda && b[9] == 0x0b && b[10] == 0x53 && b[11] == 0x81,
	      "rtl8153: device descriptor 0bda:8153");
	n = (size_t)usbdev_control(&d, 0x80, 6, 0x0200, 0, 255, b);
	check(n == 39 && b[14] == 0xff && b[20] == 0x81 && b[27] == 0x02 && b[34] == 0x83 && b[36] == 2,
	      "rtl8153: vendor-class interface, bulk IN 1, OUT 2, interrupt IN 3 of 2 bytes (rtl_check_vendor_ok())");
}

/* the RTL8153 over usbredir: high speed, the version read, aggregated bulk IN */
/* --device rtl8152: the RTL8152, r8152's RTL_VER_01, on the same register model */
static void test_rtl8152(void)
{
	static struct usbdev d;
	static const uint8_t EFUSE_MAC[6] = { 0x00, 0xe0, 0x4c, 0x52, 0x00, 0x01 };
	uint8_t b[64], m[6];
	int n;

	check(chip_model_by_name("rtl8152") == &rtl8152_model, "rtl8152: --device rtl8152 names the model");
	dev_init(&d, CHIP_RTL8152, EEPROM_MAC, EFUSE_MAC);
	n = usbdev_control(&d, 0x80, 6, 0x0100, 0, 64, b);
	check(n == 18 && b[8] == 0xda && b[9] == 0x0b && b[10] == 0x52 && b[11] == 0x81 &&
	      b[12] == 0x00 && b[13] == 0x20,
	      "rtl8152 device descriptor: 0bda:8152 (rtl8152_table), bcdDevice 20.00");
	n = usbdev_control(&d, 0x80, 6, 0x0200, 0, 255, b);
	check(n >= 18 && b[14] == 0xff, "rtl8152: its interface is vendor-specific (rtl8152_cfgselector)");
	check_eq((r53_rd(&d, R53_PLA, 0xe610) >> 16) & 0x7cf0, 0x4c00,
		 "rtl8152: PLA_TCR1 version 0x4c00, RTL_VER_01 in rtl8152_get_version()'s table");
	check_eq(r53_ctl(&d, 0xC0, 0xc000, R53_PLA, 8, b), 8, "rtl8152: GET_REGS PLA_IDR, 8 bytes");
	check(!memcmp(b, EFUSE_MAC, 6),
	      "rtl8152: PLA_IDR holds the efuse address at power-on (RTL_VER_01's determine_ethernet_addr() reads it there)");
	r53_set_idr(&d, MAC_A, 0);
	chip_mac(&d.chip, m);
	check(!memcmp(m, EFUSE_MAC, 6), "rtl8152: PLA_IDR ignores writes without PLA_CRWECR CONFIG");
	r53_set_idr(&d, MAC_A, 1);
	chip_mac(&d.chip, m);
	check(!memcmp(m, MAC_A, 6), "rtl8152: PLA_IDR written under the lock: the filter's address");
	r53_wr(&d, R53_PLA, 0xc010, 4, 0x02);
	check(chip_rx_accepts(&d.chip, MAC_A) && !chip_rx_accepts(&d.chip, EFUSE_MAC),
	      "rtl8152 filter: APM passes unicast to PLA_IDR only");

	fake_now = 3000;
	d.chip.now = fake_now;
	chip_set_aneg_ms(&d.chip, 100);
	check_eq(r53_phy(&d, 0xa402) & 0x0100, 0, "rtl8152: a 10/100 PHY, BMSR without ESTATUS");
	r53_phy_wr(&d, 0xa400, 0x1200);
	d.chip.now += 150;
	check((r53_phy(&d, 0xa402) & 4) || (r53_phy(&d, 0xa402) & 4), "rtl8152: PHY BMSR link after autonegotiation");
	check_eq(r53_rd(&d, R53_PLA, 0xe908) & 0x1b, 0x0b,
		 "rtl8152: PLA_PHYSTATUS LINK_STATUS, 100 Mbit/s, full duplex (not 1000)");

	dev_init(&d, CHIP_RTL8153, EEPROM_MAC, EFUSE_MAC);
	check_eq((r53_rd(&d, R53_PLA, 0xe610) >> 16) & 0x7cf0, 0x5c00, "rtl8153: still RTL_VER_03 beside the rtl8152");
}

static void test_redir_rtl8153(void)
{
	static struct emu e;
	uint8_t b[8];

	q_open(&e, CHIP_RTL8153, EEPROM_MAC);
	check(Q.connected && Q.dc.vendor_id == 0x0bda && Q.dc.product_id == 0x8153 &&
	      Q.dc.speed == usb_redir_speed_high, "usbredir rtl8153: device_connect 0bda:8153, high speed");
	{
		struct usb_redir_set_configuration_header sc = { 1 };

		usbredirparser_send_set_configuration(Q.p, 3, &sc);
		pump(&e);
	}
	put_le32(b, 0x0c000000);
	q_ctrl(&e, 5, 0x40, 0x05, 0xe810, 0x0188, 4, b); /* PLA_CR RE | TE */
	put_le32(b, 0x02);
	q_ctrl(&e, 6, 0x40, 0x05, 0xc010, 0x01ff, 4, b); /* PLA_RCR APM */
	{
		struct usb_redir_bulk_packet_header in = { .endpoint = 0x81, .length = 16384 };
		uint8_t f[60];

		fake_now += 100;
		emu_poll(&e);
		memset(f, 0, sizeof(f));
		memcpy(f, MAC_E, 6);
		emu_rx_frame(&e, f, 60);
		emu_rx_frame(&e, f, 60);
		memcpy(f, MAC_A, 6); /* not PLA_IDR: dropped */
		emu_rx_frame(&e, f, 60);
		Q.nbulk = 0;
		usbredirparser_send_bulk_packet(Q.p, 100, &in, NULL, 0);
		pump(&e);
		check(Q.nbulk == 1 && Q.bulk_len == 24 + 64 + 24 + 64 && !memcmp(Q.bulk_data + 24, MAC_E, 6) &&
		      !memcmp(Q.bulk_data + 24 + 64 + 24, MAC_E, 6) && e.rx_dropped == 1,
		      "usbredir rtl8153: two frames to PLA_IDR aggregated in one transfer, the other unicast dropped");
	}

	/*
	 * A USB reset (usb_reset_device(): USBDEVFS_RESET) leaves MAC and PHY
	 * as r8152 set them: rtl8152_post_reset() neither re-inits nor
	 * forgets tp->ocp_base, so ocp_reg_read() reaches the MII registers
	 * through the PLA_OCP_GPHY_BASE it wrote before the reset (7.3's
	 * set_carrier() reads BMSR so). Only a power loss returns to power-on.
	 */
	{
		uint8_t m[6], p[4];
		uint16_t bmsr;

		r53_set_idr(&e.dev, MAC_A, 1);
		r53_wr(&e.dev, R53_PLA, 0xe86c, 2, 0xa000); /* OCP_BASE_MII's page */
		fake_now += 100;
		emu_poll(&e);
		r53_rd(&e.dev, R53_PLA, 0xb400); /* BMSR latches a link down: read it once */
		bmsr = (uint16_t)(r53_rd(&e.dev, R53_PLA, 0xb400) >> 16);
		check(bmsr & 0x0004, "usbredir rtl8153: BMSR link through the window at PLA_OCP_GPHY_BASE 0xa000");
		usbredirparser_send_reset(Q.p);
		pump(&e);
		check(e.dev.config == 0, "usbredir rtl8153: USB reset: unconfigured");
		chip_mac(&e.dev.chip, m);
		check(!memcmp(m, MAC_A, 6), "usbredir rtl8153: USB reset: PLA_IDR keeps the address r8152 wrote");
		check_eq(r53_rd(&e.dev, R53_PLA, 0xe86c) & 0xffff, 0xa000,
			 "usbredir rtl8153: USB reset: PLA_OCP_GPHY_BASE kept (r8152's tp->ocp_base stays valid)");
		bmsr = (uint16_t)(r53_rd(&e.dev, R53_PLA, 0xb400) >> 16);
		check(bmsr & 0x0004, "usbredir rtl8153: USB reset: BMSR at the kept base says linked (7.3 set_carrier())");
		check(e.dev.chip.phy.link && chip_int_packet(&e.dev.chip, p, sizeof(p)) == 2 && p[0] == 0x04,
		      "usbredir rtl8153: USB reset: the PHY keeps its link, INTR_LINK on the interrupt endpoint");
		check(chip_tx_enabled(&e.dev.chip) && chip_rx_accepts(&e.dev.chip, MAC_A),
		      "usbredir rtl8153: USB reset: PLA_CR TE/RE and PLA_RCR kept (post_reset re-enables what pre_reset disabled)");
		emu_power_loss(&e);
		usbredirparser_send_reset(Q.p); /* the port reset of the reset-resume */
		pump(&e);
		chip_mac(&e.dev.chip, m);
		check(!memcmp(m, MAC_E, 6) && (r53_rd(&e.dev, R53_PLA, 0xe86c) & 0xffff) == 0x2000 &&
		      !chip_tx_enabled(&e.dev.chip),
		      "usbredir rtl8153: a power loss: PLA_IDR the efuse's, PLA_OCP_GPHY_BASE 0x2000, TX off (power-on)");
	}
	q_close(&e);
}

/* --ecm: the RTL8153's CDC ECM configuration (usbdev, the model) */
static void ecm_tx_sink(void *ctx, const uint8_t *f, size_t n)
{
	size_t *got = ctx;

	(void)f;
	*got += n;
}

static void test_rtl8153_ecm(void)
{
	static struct usbdev d;
	uint8_t b[256], f[64];
	size_t got = 0;
	int n;

	dev_init(&d, CHIP_RTL8153, EEPROM_MAC, MAC_E);
	n = usbdev_control(&d, 0x80, 6, 0x0100, 0, 18, b);
	check(n == 18 && b[17] == 1, "rtl8153: one configuration unless --ecm");
	check(usbdev_control(&d, 0x80, 6, 0x0201, 0, 255, b) == -1,
	      "rtl8153: no configuration index 1 unless --ecm");
	check(usbdev_control(&d, 0x00, 9, 2, 0, 0, b) == -1, "rtl8153: SET_CONFIGURATION 2 stalls unless --ecm");
	check(usbdev_control(&d, 0x80, 6, 0x0303, 0, 255, b) == -1, "rtl8153: no string 3 unless --ecm");
	check(r53_rd(&d, 0x100, 0xe610) >> 16 == 0x5c00, "rtl8153: PLA_TCR1 version 5c00 (RTL_VER_03) by default");
	d.chip.r53_version = 0x7c00;
	chip_power_on_reset(&d.chip);
	check(r53_rd(&d, 0x100, 0xe610) >> 16 == 0x7c00, "rtl8153 --rtl-version 7c00: PLA_TCR1 reads it");

	d.ecm = 1;
	n = usbdev_control(&d, 0x80, 6, 0x0100, 0, 18, b);
	check(n == 18 && b[17] == 2, "rtl8153 --ecm: bNumConfigurations 2");
	n = usbdev_control(&d, 0x80, 6, 0x0600, 0, 10, b);
	check(n == 10 && b[8] == 2, "rtl8153 --ecm: the device qualifier says 2 configurations too");
	n = usbdev_control(&d, 0x80, 6, 0x0200, 0, 255, b);
	check(n == 39 && b[5] == 1 && b[14] == 0xff, "rtl8153 --ecm: configuration 1 is the vendor one");
	n = usbdev_control(&d, 0x80, 6, 0x0201, 0, 255, b);
	check(n == 80 && b[1] == 2 && b[2] == 80 && b[4] == 2 && b[5] == 2,
	      "rtl8153 --ecm: configuration 2: 80 bytes, 2 interfaces, value 2");
	check(b[9 + 5] == 0x02 && b[9 + 6] == 0x06 && b[9 + 4] == 1,
	      "rtl8153 --ecm: interface 0 CDC Ethernet (2/6) with one endpoint");
	check(b[18 + 2] == 0x00 && b[23 + 2] == 0x06 && b[23 + 3] == 0 && b[23 + 4] == 1 &&
	      b[28] == 13 && b[28 + 2] == 0x0f && b[28 + 3] == 3,
	      "rtl8153 --ecm: header, union 0 -> 1, Ethernet descriptor with iMACAddress 3");
	check(b[41] == 7 && b[43] == 0x83 && b[44] == 3 && b[45] == USB_ECM_INT_MPS,
	      "rtl8153 --ecm: notification endpoint 0x83, interrupt, 16 bytes");
	check(b[48 + 2] == 1 && b[48 + 3] == 0 && b[48 + 4] == 0 && b[48 + 5] == 0x0a &&
	      b[57 + 2] == 1 && b[57 + 3] == 1 && b[57 + 4] == 2 && b[57 + 5] == 0x0a,
	      "rtl8153 --ecm: data interface 1: alt 0 without endpoints, alt 1 with two");
	check(b[66 + 2] == 0x81 && b[66 + 3] == 2 && b[73 + 2] == 0x02 && b[73 + 3] == 2 &&
	      b[66 + 4] == 0x00 && b[66 + 5] == 0x02,
	      "rtl8153 --ecm: bulk IN 0x81 and OUT 0x02, 512 bytes");
	n = usbdev_control(&d, 0x80, 6, 0x0701, 0, 255, b);
	check(n == 80 && b[1] == 7 && b[66 + 4] == 64, "rtl8153 --ecm: other-speed configuration 2, 64-byte bulk");
	n = usbdev_control(&d, 0x80, 6, 0x0303, 0, 255, b);
	check(n == 26 && b[2] == '0' && b[4] == '2' && b[6] == 'E' && b[8] == 'E' && b[24] == '4' &&
	      b[3] == 0, "rtl8153 --ecm: iMACAddress 02EE00009514, PLA_IDR's address, high nibble first");
	check(usbdev_control(&d, 0x21, 0x43, 0x0c, 0, 0, b) == -1,
	      "rtl8153 --ecm: SET_ETHERNET_PACKET_FILTER stalls in configuration 0");
	check(usbdev_control(&d, 0x00, 9, 3, 0, 0, b) == -1, "rtl8153 --ecm: SET_CONFIGURATION 3 stalls");
	check(usbdev_control(&d, 0x00, 9, 2, 0, 0, b) == 0 && d.config == 2 && d.chip.ecm_active,
	      "rtl8153 --ecm: SET_CONFIGURATION 2");
	d.chip.phy.link = 1;
	check(!chip_tx_enabled(&d.chip) && !chip_rx_enabled(&d.chip),
	      "rtl8153 --ecm: no frames while the data interface is at alt 0");
	check(usbdev_control(&d, 0x01, 11, 2, 1, 0, b) == -1, "rtl8153 --ecm: SET_INTERFACE(1, alt 2) stalls");
	check(usbdev_control(&d, 0x01, 11, 1, 0, 0, b) == -1, "rtl8153 --ecm: SET_INTERFACE(0, alt 1) stalls");
	check(usbdev_control(&d, 0x01, 11, 1, 1, 0, b) == 0 && chip_tx_enabled(&d.chip) &&
	      chip_rx_enabled(&d.chip), "rtl8153 --ecm: SET_INTERFACE(1, alt 1): frames pass");
	n = usbdev_control(&d, 0x81, 10, 0, 1, 1, b);
	check(n == 1 && b[0] == 1, "rtl8153 --ecm: GET_INTERFACE(1): alt 1");
	check(usbdev_control(&d, 0x01, 11, 0, 1, 0, b) == 0 && !chip_tx_enabled(&d.chip) &&
	      usbdev_get_alt(&d, 1) == 0, "rtl8153 --ecm: SET_INTERFACE(1, alt 0): frames stop");
	usbdev_control(&d, 0x01, 11, 1, 1, 0, b);
	check(!d.chip.pla[0xe813], "rtl8153 --ecm: PLA_CR untouched (TE/RE off): the firmware runs the MAC");
	/* the filter: directed (PLA_IDR) and broadcast after power-on */
	memcpy(f, MAC_E, 6);
	check(chip_rx_accepts(&d.chip, f), "rtl8153 --ecm: unicast to PLA_IDR accepted");
	memcpy(f, MAC_A, 6);
	check(!chip_rx_accepts(&d.chip, f), "rtl8153 --ecm: other unicast refused");
	check(chip_rx_accepts(&d.chip, BCAST), "rtl8153 --ecm: broadcast accepted (filter 0x0c)");
	check(!chip_rx_accepts(&d.chip, MC1), "rtl8153 --ecm: multicast refused without (ALL_)MULTICAST");
	check(usbdev_control(&d, 0x21, 0x43, 0x06, 0, 0, b) == 0 && d.chip.ecm_filter == 0x06,
	      "rtl8153 --ecm: SET_ETHERNET_PACKET_FILTER 0x06");
	check(chip_rx_accepts(&d.chip, MC1) && !chip_rx_accepts(&d.chip, BCAST),
	      "rtl8153 --ecm: ALL_MULTICAST passes multicast, broadcast off without BROADCAST");
	usbdev_control(&d, 0x21, 0x43, 0x00, 0, 0, b);
	memcpy(f, MAC_E, 6);
	check(!chip_rx_accepts(&d.chip, f), "rtl8153 --ecm: filter 0: not even PLA_IDR");
	usbdev_control(&d, 0x21, 0x43, 0x01, 0, 0, b);
	memcpy(f, MAC_A, 6);
	check(chip_rx_accepts(&d.chip, f), "rtl8153 --ecm: PROMISCUOUS: everything");
	usbdev_control(&d, 0x21, 0x43, 0x10, 0, 0, b);
	check(chip_rx_accepts(&d.chip, MC1), "rtl8153 --ecm: MULTICAST passes multicast (no filter list)");
	/* framing: the frame alone, one a transfer */
	memset(f, 0, sizeof(f));
	memcpy(f, MAC_E, 6);
	check(frame_rx_size(&d.chip, 60) == 60, "rtl8153 --ecm: RX: no descriptor, no FCS");
	n = (int)frame_rx_pack(&d.chip, b, 0, sizeof(b), f, 60);
	check(n == 60 && !memcmp(b, MAC_E, 6), "rtl8153 --ecm: RX: the frame as it is");
	check(!chip_rx_multi(&d.chip), "rtl8153 --ecm: RX: one frame a transfer");
	check(frame_tx_parse(&d.chip, f, 60, ecm_tx_sink, &got) == 1 && got == 60,
	      "rtl8153 --ecm: TX: the transfer is one frame, no descriptor");
	check(frame_tx_parse(&d.chip, b, MAX_FRAME + 1, ecm_tx_sink, &got) == -1,
	      "rtl8153 --ecm: TX: a transfer longer than a frame is malformed");
	/* the notification: NETWORK_CONNECTION */
	d.chip.phy.link = 1;
	n = (int)chip_int_packet(&d.chip, b, 16);
	check(n == 8 && b[0] == 0xa1 && b[1] == 0x00 && b[2] == 1 && b[4] == 0,
	      "rtl8153 --ecm: notification NETWORK_CONNECTION, connected");
	d.chip.phy.link = 0;
	n = (int)chip_int_packet(&d.chip, b, 16);
	check(n == 8 && b[2] == 0, "rtl8153 --ecm: NETWORK_CONNECTION, disconnected");
	check(chip_int_packet(&d.chip, b, 4) == 0, "rtl8153 --ecm: no notification into 4 bytes");
	/* configuration 1 again: the vendor path */
	check(usbdev_control(&d, 0x00, 9, 1, 0, 0, b) == 0 && !d.chip.ecm_active,
	      "rtl8153 --ecm: SET_CONFIGURATION 1: the vendor configuration again");
	check(frame_rx_size(&d.chip, 60) == 24 + 60 + 4, "rtl8153 --ecm, configuration 1: rx_desc and FCS again");
	check(usbdev_get_alt(&d, 1) == -1, "rtl8153 --ecm, configuration 1: no interface 1");
	usbdev_set_config(&d, 2);
	usbdev_set_alt(&d, 1, 1);
	chip_power_on_reset(&d.chip);
	check(!d.chip.ecm_active && !d.chip.ecm_alt && d.chip.ecm_filter == 0x0c,
	      "rtl8153 --ecm: power-on: unconfigured, alt 0, filter directed and broadcast");
}

/* --ecm over usbredir: interfaces and endpoints of configuration 2 after it is set */
static void test_redir_rtl8153_ecm(void)
{
	static struct emu e;
	struct usb_redir_set_configuration_header sc = { 2 };
	struct usb_redir_set_alt_setting_header sa = { .interface = 1, .alt = 1 };
	struct usb_redir_start_interrupt_receiving_header si = { 0x83 };
	uint8_t f[60];

	q_open(&e, CHIP_RTL8153, EEPROM_MAC);
	e.dev.ecm = 1;
	check(Q.if_count == 1, "usbredir rtl8153 --ecm: announced with configuration 1's interface");
	Q.if_count = 0;
	usbredirparser_send_set_configuration(Q.p, 3, &sc);
	pump(&e);
	check(Q.cfg_status == usb_redir_success && Q.cfg_value == 2 && e.dev.chip.ecm_active,
	      "usbredir rtl8153 --ecm: set_configuration 2 acknowledged");
	check(Q.if_count == 2 && Q.if_num1 == 1 && Q.if_class1 == 0x0a,
	      "usbredir rtl8153 --ecm: then interface_info: 0 and 1 (CDC data)");
	check(Q.ep.type[16 | 3] == usb_redir_type_interrupt && Q.ep.max_packet_size[16 | 3] == USB_ECM_INT_MPS &&
	      Q.ep.interface[16 | 1] == 1 && Q.ep.interface[2] == 1 && Q.ep.interface[16 | 3] == 0,
	      "usbredir rtl8153 --ecm: ep_info: notification 16 bytes on interface 0, bulk on interface 1");
	usbredirparser_send_set_alt_setting(Q.p, 40, &sa);
	pump(&e);
	check(Q.alt_status == usb_redir_success && e.dev.chip.ecm_alt == 1,
	      "usbredir rtl8153 --ecm: set_alt_setting(1, 1) acknowledged");
	check(q_alt(&e, 0, 1) == usb_redir_success && e.dev.chip.ecm_alt == 1,
	      "usbredir rtl8153 --ecm: get_alt_setting(1) answered");
	usbredirparser_send_start_interrupt_receiving(Q.p, 4, &si);
	fake_now += 100;
	emu_poll(&e);
	pump(&e);
	fake_now += 100;
	emu_poll(&e);
	pump(&e);
	check(Q.int_len == 8 && Q.int_data[0] == 0xa1 && Q.int_data[2] == 1,
	      "usbredir rtl8153 --ecm: NETWORK_CONNECTION (connected) on the interrupt endpoint");
	{
		struct usb_redir_bulk_packet_header in = { .endpoint = 0x81, .length = 16384 };
		struct usb_redir_bulk_packet_header out = { .endpoint = 0x02, .length = 60 };
		unsigned tx0 = e.tx_frames;

		memset(f, 0, sizeof(f));
		memcpy(f, MAC_E, 6);
		emu_rx_frame(&e, f, 60);
		emu_rx_frame(&e, f, 60);
		Q.nbulk = 0;
		usbredirparser_send_bulk_packet(Q.p, 100, &in, NULL, 0);
		pump(&e);
		check(Q.nbulk == 1 && Q.bulk_len == 60 && !memcmp(Q.bulk_data, MAC_E, 6),
		      "usbredir rtl8153 --ecm: a transfer holds one frame, as it is");
		memcpy(f, MAC_A, 6);
		memcpy(f + 6, MAC_E, 6);
		usbredirparser_send_bulk_packet(Q.p, 101, &out, f, 60);
		pump(&e);
		check(e.tx_frames == tx0 + 1, "usbredir rtl8153 --ecm: bulk OUT: one frame sent");
	}
	usbredirparser_send_reset(Q.p);
	pump(&e);
	check(e.dev.config == 0 && !e.dev.chip.ecm_active && !e.dev.chip.ecm_alt,
	      "usbredir rtl8153 --ecm: a USB reset ends configuration 2 and its data interface's alternate setting");
	q_close(&e);
}

int main(void)
{
	test_power_on();
	test_reset_bits();
	test_eeprom();
	test_phy();
	test_regmap();
	test_filters();
	test_tx95();
	test_rx();
	test_tx75();
	test_peer();
	test_peer_dhcp();
	test_usbdev();
	test_usbdev_composite();
	test_redir();
	test_redir_composite();
	test_checksums();
	test_log_escape();
	test_hash_bits();
	test_redir_faults();
	test_fault_inject();
	test_lan7800();
	test_dm9601();
	test_redir_dm9601();
	test_rtl8153();
	test_rtl8152();
	test_redir_rtl8153();
	test_rtl8153_ecm();
	test_redir_rtl8153_ecm();
	printf("1..%d\n", npass + nfail);
	printf("%d passed, %d failed\n", npass, nfail);
	return nfail ? 1 : 0;
}
