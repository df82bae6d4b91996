# shellcheck shell=bash disable=SC2034
desc="fault: the LAN7800 drops off the bus while lan78xx's probe configures the PHY (LAN88xx config_init) and comes back: the probe ignores the errors and registers its netdev, the disconnect removes it; the next enumeration binds with the node's address"
overlay=emu-7800-dt.dtso
timeout=180
EMU_DEVICE=lan7800
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:78:00
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
EMU_RANDOM_TYPE=0
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/emu/fault-lib.sh"
# access 118 to MII_ACC: the write that selects the LAN88xx's TR page in
# lan88xx_config_init(), in phy_connect_direct() of lan78xx_phy_init()
# (counted on a run without the fault: the MII accesses come from the
# probe alone, in order, whatever the deferred work does in between)
fault_probe_disconnect 0x120 118 0xa0
# emu-7800-dt.dtso gives an address and no label: the default name eth0.
# The probe does not fail: lan88xx_config_init() and lan78xx_phy_init()
# ignore the MDIO errors (FAULT_PROBE=any)
guest_env+=(FAULT_NAME=eth0 FAULT_NAME_TYPE=1 FAULT_BIND_START='usb 1-1: New USB device found, idVendor=0424, idProduct=7800'
	FAULT_BIND_ERR='Microchip LAN88xx .*Failed to Set Register' FAULT_PROBE=any)
