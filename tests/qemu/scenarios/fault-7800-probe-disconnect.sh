# shellcheck shell=bash disable=SC2034
desc="fault: the LAN7800 drops off the bus in lan78xx's bind (first MII access of the PHY scan) and comes back: nothing left of the failed probe, the next enumeration binds with the node's address"
overlay=emu-7800-dt.dtso
timeout=180
EMU_DEVICE=lan7800
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:78:00
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
EMU_RANDOM_TYPE=0
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/emu/fault-lib.sh"
# the first access to MII_ACC: the PHY scan of of_mdiobus_register() in
# lan78xx_mdio_init(), after lan78xx_reset(). The scan takes the failed
# read for "no PHY at 1": bind succeeds, lan78xx_phy_init() finds no PHY
# and the probe unwinds past bind (lan78xx_unbind(): MDIO bus, IRQ domain)
fault_probe_disconnect 0x120 1 0xa1
# (6.12); on 7.3 the failed read makes the MDIO bus registration fail
# ("can't register MDIO bus"): bind fails, the probe unwinds from there
bind_err="lan78xx .*can't register MDIO bus"
[ "${kseries:-7.3}" != 6.12 ] || bind_err="lan78xx .*no PHY found"
# emu-7800-dt.dtso gives an address and no label: the default name eth0
guest_env+=(FAULT_NAME=eth0 FAULT_NAME_TYPE=1 FAULT_BIND_START='usb 1-1: New USB device found, idVendor=0424, idProduct=7800'
	FAULT_BIND_ERR="$bind_err")
